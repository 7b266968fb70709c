import type { ThemeOptions } from '@mui/material/styles';

/** Width and gap of the keyboard focus ring, in CSS pixels. */
const RING_WIDTH = 2;

/**
 * The keyboard focus indicator of every control, in one place (WCAG 2.4.7 and 2.4.13; decision 046):
 * a 2 px solid outline in the portal's primary colour, 2 px off the control, shown only for the
 * keyboard (`:focus-visible`). Every primary keeps at least 5:1 against white and the page's grey
 * (portal-theme.ts), so the ring keeps 3:1 against what surrounds it.
 *
 * - MUI's controls (every ButtonBase: buttons, icon buttons, menu and list items, tabs, chips,
 *   checkboxes, radios, switches, links) take MUI's own ring (`focusVisible` of the theme), which
 *   draws inside the controls that sit in a clipping container (tabs, menu and list items).
 * - Anything else the keyboard reaches (a router link drawn as text, a scrollable region or a code
 *   block with `tabindex="0"`) takes the same ring from the global styles; `:where()` keeps that
 *   rule weaker than any component's own.
 * - Text fields keep MUI's focused border: 2 px in the primary colour instead of 1 px of grey.
 * - The pale pulsing circle MUI draws on a keyboard-focused button is switched off: the ring says it.
 */
export function focusRingOptions(color: string): ThemeOptions {
  const noFocusPulse = { defaultProps: { disableFocusRipple: true } };
  return {
    focusVisible: { outlineColor: color, outlineWidth: RING_WIDTH, outlineOffset: RING_WIDTH },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':where(a, button, summary, [tabindex]:not([tabindex="-1"])):focus-visible': {
            outline: `${RING_WIDTH}px solid ${color}`,
            outlineOffset: RING_WIDTH,
          },
        },
      },
      MuiButton: noFocusPulse,
      MuiIconButton: noFocusPulse,
      MuiFab: noFocusPulse,
      MuiTab: noFocusPulse,
      MuiToggleButton: noFocusPulse,
      MuiCheckbox: noFocusPulse,
      MuiRadio: noFocusPulse,
      MuiSwitch: noFocusPulse,
    },
  };
}
