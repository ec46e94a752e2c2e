import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { installErrorReporting } from './lib/errorReports';
import { SERVER_HEAD_ATTRIBUTE } from './lib/pageHead';
import { registerServiceWorker } from './lib/serviceWorker';
import { routes } from './routes/routes';
import './index.css';

// The server's copy of the page's head is for visitors that run no script; from here on the
// pages render their own (PageMeta), which must not be doubled or left stale by navigation.
for (const tag of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) tag.remove();

installErrorReporting();
registerServiceWorker();

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
