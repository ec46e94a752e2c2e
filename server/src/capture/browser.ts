import { existsSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-extensions',
  // WebRTC may only use proxied connections, so it cannot reach around the egress proxy.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

export const VIEWPORT = { width: 1280, height: 800 } as const;

export type ContextOptions = {
  /**
   * Every connection goes through this egress proxy. Left out only for the server's own pages
   * (http/og-images.ts), whose caller refuses every other address with `context.route`.
   */
  proxyServer?: string;
  /** Default VIEWPORT. */
  viewport?: { width: number; height: number };
  /** Default true; false for content that must never run scripts (emails). */
  javaScriptEnabled?: boolean;
};

export type CaptureBrowserOptions = {
  /** `config.CHROMIUM_PATH`. */
  executablePath: string;
  /** Added after CHROMIUM_ARGS. */
  args?: string[];
};

/** The exact command that installs the system Chromium (Debian, Ubuntu). */
export const CHROMIUM_INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

/**
 * One headless Chromium shared by all captures: launched on first use, launched again when it
 * disconnects (crash, killed), closed by `close()`. Each capture gets its own context. The app
 * closes it on shutdown, after the queue: Playwright's own signal handlers are off, so SIGTERM
 * does not close it under the captures in flight.
 */
export class CaptureBrowser {
  readonly #options: CaptureBrowserOptions;
  #browser: Promise<Browser> | null = null;
  #closed = false;
  #closing = false;
  readonly #contexts = new Set<BrowserContext>();

  constructor(options: CaptureBrowserOptions) {
    this.#options = options;
  }

  #launch(): Promise<Browser> {
    if (this.#closed) return Promise.reject(new Error('The capture browser is closed.'));
    if (this.#browser) return this.#browser;
    // Playwright is imported on the first capture: loaded at start it holds ~25 MB of an idle
    // server's memory (docs/performance.md, "Memory").
    const launching = import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({
          executablePath: this.#options.executablePath,
          args: [...CHROMIUM_ARGS, ...(this.#options.args ?? [])],
          handleSIGTERM: false,
          handleSIGINT: false,
          handleSIGHUP: false,
        }),
      )
      .then((browser) => {
        browser.on('disconnected', () => {
          if (this.#browser === launching) this.#browser = null;
        });
        return browser;
      });
    launching.catch(() => {
      if (this.#browser === launching) this.#browser = null;
    });
    this.#browser = launching;
    return launching;
  }

  /**
   * Launches the browser if it is not running. A capture calls it before its time limit starts:
   * loading Playwright and starting Chromium (seconds on a busy machine) is not the page's time.
   */
  async ready(): Promise<void> {
    const browser = await this.#launch();
    if (!browser.isConnected()) {
      this.#browser = null;
      await this.#launch();
    }
  }

  /** A fresh, isolated context (whose every connection goes through `proxyServer`, if given). */
  async newContext(options: ContextOptions): Promise<BrowserContext> {
    if (this.#closing) throw new Error('The capture browser is shutting down.');
    let browser = await this.#launch();
    if (!browser.isConnected()) {
      this.#browser = null;
      browser = await this.#launch();
    }
    const major = browser.version().split('.')[0] ?? '140';
    const context = await browser.newContext({
      viewport: options.viewport ?? VIEWPORT,
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      deviceScaleFactor: 1,
      serviceWorkers: 'block',
      acceptDownloads: false,
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`,
      locale: 'en-US',
      ...(options.proxyServer ? { proxy: { server: options.proxyServer } } : {}),
    });
    if (this.#closing) {
      await context.close();
      throw new Error('The capture browser is shutting down.');
    }
    this.#contexts.add(context);
    context.on('close', () => this.#contexts.delete(context));
    return context;
  }

  /** Whether the browser binary is installed (captures wait in the queue until it is). */
  installed(): boolean {
    return existsSync(this.#options.executablePath);
  }

  /**
   * Shutdown: closes every open context, so the captures in them stop at once, and refuses new
   * ones. The browser itself stays up until `close()`.
   */
  async closeContexts(): Promise<void> {
    this.#closing = true;
    await Promise.all([...this.#contexts].map((context) => context.close().catch(() => {})));
  }

  /** The running browser, if any (tests use it to simulate a crash). */
  async current(): Promise<Browser | null> {
    return this.#browser ? this.#browser.catch(() => null) : null;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const browser = this.#browser;
    this.#browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }
}
