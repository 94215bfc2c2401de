/**
 * How tests and the browser bench start Chromium: Debian's build (no browser downloads here), software WebGL
 * for MapLibre, and nothing in the background that would try to reach the network.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--enable-unsafe-swiftshader',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Chromium 15x preloads its omnibox and top-chrome WebUI even headless: pages that nobody sees, drawing on
    // the same 2 cores as the app under test
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI',
  ],
};
