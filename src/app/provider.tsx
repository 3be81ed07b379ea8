import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  MantineProvider,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { ModalsHost, NotificationsHost } from '@/components/overlay-hosts';
import { GUEST_FIRST } from '@/lib/auth-context';
import { AuthProvider } from '@/lib/auth-provider';

/**
 * Light-variant buttons, badges and alerts write their color on a tint of it; Mantine's default
 * text shade is too pale for 4.5:1 on orange, yellow, green and even blue. Their text is the
 * darkest shade, darkened further.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({
    color: input.color || input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor || !parsed.color) return colors;
  return { ...colors, color: darken(input.theme.colors[parsed.color][9], 0.35) };
};

// WCAG AA contrast (axe color-contrast): white labels on filled buttons and blue links
// use blue 8 (4.9:1 on white) rather than blue 6 (3.5:1).
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  variantColorResolver,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Noto Sans JP", "Yu Gothic", sans-serif',
  components: {
    // A picker's options are rendered when its list opens, not kept hidden in the page: kept, the
    // report form's five pickers put 85 hidden options in portals, rendered and positioned
    // synchronously after the page had loaded (about 300 ms of one task on a fast machine). The
    // input names its list (aria-controls) only while it is open either way. A plain entry, not
    // Combobox.extend: importing Combobox here would put it, its popover and floating-ui into
    // every page's first download (27 KB gz on `/`).
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Dimmed text, error text and placeholders dark enough for 4.5:1 on white (Mantine's defaults are
 * ~3.3:1 and ~2.1:1). A placeholder shown as text (an empty file picker's "Choose photos") is
 * checked like any text; #6b7280 is 4.8:1 and still reads lighter than a value.
 */
const contrastResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#6b7280',
  },
  dark: {},
});

/** `guest`: the page was prerendered for a guest and is being hydrated (see AuthProvider). */
export function AppProvider({ children, guest }: { children: ReactNode; guest?: boolean }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={contrastResolver}>
      <NotificationsHost />
      <ModalsHost />
      <AuthProvider initial={guest ? GUEST_FIRST : undefined}>{children}</AuthProvider>
    </MantineProvider>
  );
}
