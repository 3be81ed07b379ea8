const FLAGS = import.meta.glob<string>('/node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

function flagUrl(code: string): string | undefined {
  return FLAGS[`/node_modules/flag-icons/flags/4x3/${code.toLowerCase()}.svg`];
}

/**
 * A country flag at 24×18, bundled with the app (no request to an outside flag service: it works
 * offline and does not tell a third party where guests come from).
 */
export function FlagImage({ code, label }: { code: string; label?: string }) {
  const url = flagUrl(code);
  if (!url) return <span style={{ display: 'inline-block', width: 24, height: 18 }} aria-hidden />;
  return (
    <img
      src={url}
      width={24}
      height={18}
      // The pickers keep their (closed) option lists in the page: fetch a flag only when shown.
      loading="lazy"
      decoding="async"
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.1)', flexShrink: 0 }}
    />
  );
}
