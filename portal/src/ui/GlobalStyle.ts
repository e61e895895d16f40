import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font};
    font-size: 14px;
    line-height: 1.5;
    color: ${theme.text};
    background: ${theme.page};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${theme.accent}; }
  :focus-visible { outline: 2px solid ${theme.accent}; outline-offset: 2px; }
`;
