// The page's catalogues for tests under Node, read from web/i18n/ (the page fetches them).
import { readFile } from "node:fs/promises";

import { loadCatalogues } from "../../web/js/i18n.js";

await loadCatalogues(undefined, async (url) => JSON.parse(await readFile(url, "utf8")));
