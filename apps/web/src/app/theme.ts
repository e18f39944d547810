import { createTheme, type MantineColorsTuple } from '@mantine/core';

// The clan's red (sơn son) of ancestral halls, from light to dark.
const clan: MantineColorsTuple = [
  '#fdf0f0',
  '#f6dcdc',
  '#ebb5b5',
  '#e08b8b',
  '#d56767',
  '#cf5050',
  '#cb4343',
  '#b33535',
  '#8a1c1c',
  '#7a1414',
];

/** Layers per spec §9: modal 1100, overlay 1000, menu 1000, tooltip 1100. */
export const Z_INDEX = { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 } as const;

export const theme = createTheme({
  primaryColor: 'clan',
  primaryShade: 8,
  colors: { clan },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    Modal: { defaultProps: { zIndex: Z_INDEX.modal } },
    Overlay: { defaultProps: { zIndex: Z_INDEX.overlay } },
    Menu: { defaultProps: { zIndex: Z_INDEX.menu } },
    Popover: { defaultProps: { zIndex: Z_INDEX.menu } },
    Tooltip: { defaultProps: { zIndex: Z_INDEX.tooltip } },
    Drawer: { defaultProps: { zIndex: Z_INDEX.modal } },
  },
});
