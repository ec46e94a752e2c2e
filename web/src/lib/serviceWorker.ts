/**
 * Registers the service worker a production build carries (/sw.js: the app shell offline,
 * docs/web.md, "Installable app") once the page has loaded, so it never competes with the first
 * load. The dev server has none: Vite's modules are not a shell to keep.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
