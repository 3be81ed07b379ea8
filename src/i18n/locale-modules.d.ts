// `locales/<language>.json?part=…`: one part of a locale file (./locale-parts.ts), made by vite.config.ts's localeParts plugin.
declare module '*?part=guest' {
  const sections: Record<string, unknown>;
  export default sections;
}
declare module '*?part=staff' {
  const sections: Record<string, unknown>;
  export default sections;
}
