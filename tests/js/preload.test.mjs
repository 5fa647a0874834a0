// index.html asks for every module of the page at once (<link rel="modulepreload">),
// so the browser does not find them one import level at a time.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const WEB = new URL("../../web/", import.meta.url);

/** The modules `file` imports (static and literal dynamic imports), as URLs. */
function imports(file) {
  const source = readFileSync(file, "utf8");
  const found = [
    ...source.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+["'](\.[^"']+)["']/gms),
    ...source.matchAll(/^\s*import\s+["'](\.[^"']+)["']/gm),
    ...source.matchAll(/\bimport\(\s*["'](\.[^"']+)["']\s*\)/g),
  ];
  return found.map((match) => new URL(match[1], file));
}

/** Every module the page's entry reaches, as paths under web/. */
function pageModules(entry) {
  const seen = new Set();
  const todo = [new URL(entry, WEB)];
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file.href)) continue;
    seen.add(file.href);
    todo.push(...imports(file));
  }
  return [...seen].map((href) => href.slice(WEB.href.length)).sort();
}

test("index.html preloads exactly the modules its entry script reaches", () => {
  const html = readFileSync(new URL("index.html", WEB), "utf8");
  const entry = html.match(/<script type="module" (?:async )?src="([^"]+)"><\/script>/)[1];
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
  assert.deepEqual([...preloaded].sort(), pageModules(entry).filter((path) => path !== entry));
  assert.equal(new Set(preloaded).size, preloaded.length, "a module preloaded twice");
});
