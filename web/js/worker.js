// Module Web Worker that runs the `gongzhu` Python package in Pyodide.
//
// Everything is loaded from our own origin: the runtime from build/pyodide/,
// the package from build/gongzhu.zip. Requests and responses are JSON strings,
// handed to and returned by `gongzhu.webapi.handle`, so no Python object ever
// crosses into JavaScript.
//
// Messages (see python.js for the page side):
//   worker -> page  {type: "progress", stage}        "runtime" | "package" | "import"
//   worker -> page  {type: "ready", python, pyodide}  versions
//   worker -> page  {type: "boot-error", message}
//   page -> worker  {type: "request", id, request}    request: JSON string
//   worker -> page  {type: "response", id, response}  response: JSON string
//   worker -> page  {type: "request-error", id, message}

const RUNTIME_URL = new URL("../build/pyodide/", import.meta.url).href;
const PACKAGE_URL = new URL("../build/gongzhu.zip", import.meta.url).href;
const PACKAGE_DIR = "/home/pyodide/app";

function describe(error) {
  return error instanceof Error ? error.message : String(error);
}

// Prefixes the error of a failed boot step with what was being done.
async function step(what, promise) {
  try {
    return await promise;
  } catch (error) {
    throw new Error(`${what}: ${describe(error)}`, { cause: error });
  }
}

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered HTTP ${response.status}`);
  }
  return response.arrayBuffer();
}

// What is wrong with a runtime file's response, or null.
function responseProblem(url, response) {
  if (!response.ok) return `${url} answered HTTP ${response.status}`;
  const type = response.headers.get("Content-Type") ?? "";
  if (url.endsWith(".wasm") && !type.startsWith("application/wasm")) {
    return `${url} is served as "${type}", not as application/wasm`;
  }
  return null;
}

// Pyodide catches a failed download or compile of pyodide.asm.wasm itself: it
// logs a warning and loadPyodide never settles. So the worker watches the
// runtime's downloads; the returned promise rejects on the first bad one.
function watchRuntimeDownloads() {
  let fail;
  const failed = new Promise((resolve, reject) => {
    fail = reject;
  });
  failed.catch(() => {});
  const originalFetch = self.fetch.bind(self);
  self.fetch = async (resource, options) => {
    const url = resource instanceof Request ? resource.url : String(resource);
    if (!url.startsWith(RUNTIME_URL)) return originalFetch(resource, options);
    let response;
    try {
      response = await originalFetch(resource, options);
    } catch (error) {
      fail(new Error(`${url}: ${describe(error)}`));
      throw error;
    }
    const problem = responseProblem(url, response);
    if (problem) fail(new Error(problem));
    return response;
  };
  return failed;
}

async function loadRuntime() {
  const downloadFailed = watchRuntimeDownloads();
  const { loadPyodide } = await import(`${RUNTIME_URL}pyodide.mjs`);
  return Promise.race([
    // packageBaseUrl keeps any package look-up on our origin (the default is a CDN).
    loadPyodide({ indexURL: RUNTIME_URL, packageBaseUrl: RUNTIME_URL }),
    downloadFailed,
  ]);
}

async function boot() {
  self.postMessage({ type: "progress", stage: "runtime" });
  // The package download overlaps the runtime start-up.
  const [pyodide, archive] = await Promise.all([
    step("Loading the Python runtime failed", loadRuntime()),
    step("Downloading the game package failed", fetchBytes(PACKAGE_URL)),
  ]);

  self.postMessage({ type: "progress", stage: "package" });
  await step(
    "Unpacking the game package failed",
    (async () => pyodide.unpackArchive(archive, "zip", { extractDir: PACKAGE_DIR }))(),
  );

  self.postMessage({ type: "progress", stage: "import" });
  const handle = await step(
    "Starting the game engine failed",
    (async () => {
      const sys = pyodide.pyimport("sys");
      sys.path.insert(0, PACKAGE_DIR);
      sys.destroy();
      const webapi = pyodide.pyimport("gongzhu.webapi");
      return webapi.handle;
    })(),
  );

  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  self.postMessage({ type: "ready", python, pyodide: pyodide.version });
  return handle;
}

let state = "booting"; // then "ready" or "failed"
const booted = boot();
booted.then(
  () => {
    state = "ready";
  },
  (error) => {
    state = "failed";
    self.postMessage({ type: "boot-error", message: describe(error) });
  },
);

// Pyodide leaves some of its own failures as unhandled rejections (again a
// failed pyodide.asm.wasm download, depending on timing): report them at once
// instead of waiting for the page's boot timeout. After a failed boot they are
// only echoes of the error already reported.
self.addEventListener("unhandledrejection", (event) => {
  if (state === "ready") return;
  event.preventDefault();
  if (state === "booting") {
    self.postMessage({
      type: "boot-error",
      message: `Loading the Python runtime failed: ${describe(event.reason)}`,
    });
  }
});

self.addEventListener("message", async (event) => {
  const { type, id, request } = event.data ?? {};
  if (type !== "request") return;
  try {
    const handle = await booted;
    const response = handle(request);
    self.postMessage({ type: "response", id, response });
  } catch (error) {
    self.postMessage({ type: "request-error", id, message: describe(error) });
  }
});
