// The rules lab's worker: runs tarock.analysis.lab in Pyodide off the page's thread, so the page
// stays responsive. Before the first run of a rule set it hands tarock.analysis.lab the rule set's
// own deals that the site computed when it was built (hooks/lab.py), so a run plays only
// the deals under the reader's rules. Messages in: {type: "start", engine, core, defaults, python} once, then
// {type: "check" | "run", variant, options, deals} and {type: "stop"}. Messages out:
// "ready" {plays: "compiled" or "python"}, "checked" {error}, "progress" {done, deals, played, seconds, result}, "result"
// {result, seconds}, "error" {message}. Every figure comes from tarock.analysis.lab.

let py = null; // Pyodide
let lab = null; // the tarock.analysis.lab module
let dumps = null; // json.dumps
let stopping = false;
let defaults = null; // the folder of the ready-made deals
const loaded = new Set(); // the rule sets whose ready-made deals tarock.analysis.lab holds

const line = (error) => {
  // A Python error's last line without its class name: the one-line message.
  const text = String(error && error.message ? error.message : error).trim();
  const last = text.split("\n").filter((part) => part.trim()).pop() || text;
  return last.replace(/^[\w.]*(LabError|OptionError|Error): /, "");
};

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start({ engine, core, defaults: folder, python }) {
  defaults = folder;
  const archive = fetch(core).then((answer) => {
    if (!answer.ok) throw new Error(`the engine's core is missing (${answer.status})`);
    return answer.arrayBuffer();
  });
  const { loadPyodide } = await import(new URL("pyodide.mjs", engine).href);
  const pyodide = await loadPyodide({ indexURL: engine });
  pyodide.unpackArchive(await archive, "zip", { extractDir: "/home/pyodide/engine" });
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/engine')");
  if (python) pyodide.runPython("import os; os.environ['TAROCK_PURE'] = '1'"); // the reference, asked for
  py = pyodide;
  lab = pyodide.pyimport("tarock.analysis.lab");
  dumps = pyodide.pyimport("json").dumps;
  const plays = pyodide.runPython("from tarock import fast; 'compiled' if fast.available() else 'python'");
  postMessage({ type: "ready", plays });
}

const figures = (run) => JSON.parse(dumps(run.result()));

function check({ variant, options, deals }) {
  try {
    lab.checked(variant, py.toPy(options), String(deals));
    postMessage({ type: "checked", error: null });
  } catch (error) {
    postMessage({ type: "checked", error: line(error) });
  }
}

async function ready(variant) {
  // The rule set's own deals computed when the site was built; without them (a file
  // missing) the run plays both sides, with the same figures.
  if (loaded.has(variant) || !defaults || !/^[\w-]+$/.test(variant)) return;
  loaded.add(variant);
  try {
    const answer = await fetch(new URL(`${variant}.json`, defaults));
    if (answer.ok) lab.load_defaults(await answer.text());
  } catch (error) {
    // left to play: the figures are the same, only slower
  }
}

async function run({ variant, options, deals }) {
  stopping = false;
  const started = performance.now();
  let current = null;
  try {
    await ready(variant);
    current = lab.Lab(variant, py.toPy(options), String(deals));
    let chunk = 20;
    let shown = started;
    while (!current.finished) {
      const before = performance.now();
      current.advance(chunk);
      const now = performance.now();
      // Aim at about a tenth of a second between looks at the message queue.
      chunk = Math.max(5, Math.min(500, Math.round(chunk * 100 / Math.max(1, now - before))));
      const message = { type: "progress", done: current.done, deals: current.deals, played: current.played, seconds: (now - started) / 1000 };
      if (now - shown > 1000) { // the figures so far, for the charts, once a second or so (each costs a pass over every deal)
        message.result = figures(current);
        shown = now;
      }
      postMessage(message);
      await pause();
      if (stopping) break;
    }
    const seconds = (performance.now() - started) / 1000;
    postMessage({ type: "result", result: figures(current), seconds, stopped: !current.finished });
  } catch (error) {
    postMessage({ type: "error", message: line(error) });
  } finally {
    if (current) current.destroy();
  }
}

onmessage = (event) => {
  const message = event.data;
  if (message.type === "stop") { stopping = true; return; }
  if (message.type === "start") {
    start(message).catch((error) => postMessage({ type: "error", message: `The engine could not start: ${error.message || error}`, fatal: true }));
    return;
  }
  if (!lab) return;
  if (message.type === "check") check(message);
  if (message.type === "run") run(message);
};
