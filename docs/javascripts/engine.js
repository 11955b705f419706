// Loading the package in the page: Pyodide and the package's core, both from this site
// (the play page's engine folder; the browser keeps them after the first visit). The same
// steps as the play page's boot(); a page other than the play page imports them from here.

// `root` carries data-engine (the engine folder, relative to the page) and data-core (the
// core zip's name, written in when the site is built). Returns the Python module `name`.
export async function loadEngine(root, name) {
  const engine = new URL(root.dataset.engine, location.href);
  const core = fetch(new URL(root.dataset.core, engine)).then((answer) => {
    if (!answer.ok) throw new Error(`the engine's core is missing (${answer.status})`);
    return answer.arrayBuffer();
  });
  const { loadPyodide } = await import(new URL("pyodide.mjs", engine).href);
  const pyodide = await loadPyodide({ indexURL: engine.href });
  pyodide.unpackArchive(await core, "zip", { extractDir: "/home/pyodide/engine" });
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/engine')");
  return pyodide.pyimport(name);
}
