// The page's first script (web/build/page.js, scripts/build.py). It imports nothing the
// rest of the page needs, so it runs as soon as it is here. Then the rest of the page
// (main.js, and what it imports) is fetched, and handed Python's worker if this started it.
//
// The worker starts here when the service worker serves the files from the device (a
// repeat visit): the runtime's start is then the longest way to a playable table, and it
// costs no network. On a first visit everything comes over the network, where the page's
// own scripts, which draw the first table, go first: main.js starts the worker after them.

import { startEarlyWorker } from "./engine/early-worker.js";

const early = navigator.serviceWorker?.controller ? startEarlyWorker(new URL("./worker.js", import.meta.url)) : null;
import("./main.js").then(({ start }) => start(early));
