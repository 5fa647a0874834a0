// The page's first script (web/build/page.js, scripts/build.py). It imports nothing the
// rest of the page needs, so it runs as soon as it is here: Python's worker starts, and
// then the rest of the page (main.js, and what it imports) is fetched and handed the worker.

import { startEarlyWorker } from "./engine/early-worker.js";

const early = startEarlyWorker(new URL("./worker.js", import.meta.url));
import("./main.js").then(({ start }) => start(early));
