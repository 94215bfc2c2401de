// Mantine's PostCSS preset plus its breakpoint variables, kept in step with BREAKPOINTS in @lodestar/contracts.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '40em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '64em',
        'mantine-breakpoint-lg': '80em',
        'mantine-breakpoint-xl': '90em',
      },
    },
  },
};
