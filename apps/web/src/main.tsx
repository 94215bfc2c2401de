import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { wireApiEffects } from './app/api-effects.tsx';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/routes.tsx';
import { startUp } from './app/start-up.ts';
import { bootConfig } from './config/boot-config.ts';

async function main() {
  const { brand, styleNonce } = bootConfig();
  // dialogs' scroll lock (react-remove-scroll, under Mantine) writes its own style tag: it takes the page's nonce
  // from get-nonce, or the Content-Security-Policy refuses it
  if (styleNonce) setNonce(styleNonce);
  // the server already marks <body> with the brand; the dev server does not
  document.body.classList.add(`brand-${brand}`);

  const queryClient = createQueryClient();
  await startUp(queryClient);
  const router = createAppRouter(queryClient);
  wireApiEffects(router, queryClient);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void main();
