// The rules lab page: a form built from the catalogue the site computed at build time
// (tarock.analysis.lab.page_data), a worker that runs tarock.analysis.lab in Pyodide, and the results drawn
// as SVG charts and a table. No rule and no statistic lives here: the worker's figures are
// drawn as they come.
//
// Page contract (for people and for automated tests): the Run button carries
// data-lab-run, the Stop button data-lab-stop, the results data-lab-result (each table
// row data-figure, each cell's exact value in data-value), a refused choice the one line
// data-lab-error. The address takes ?variant=ID&deals=N&option=NAME=VALUE (repeatable).

import { el } from "./dom.js";
const root = document.getElementById("tarock-lab");
const data = JSON.parse(document.getElementById("lab-data").textContent);
const style = data.style;
const YOURS = "Your rules";
const OWN = "The rule set's own";

const SVG = "http://www.w3.org/2000/svg";
const svg = (tag, attrs = {}, text = null) => {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== null) node.textContent = text;
  return node;
};

const minus = (text) => text.replace(/-/g, "\u2212");
const show = (value, unit, signed = false) => {
  if (value === null || value === undefined) return "–";
  const text = unit === "share" ? `${(value * 100).toFixed(1)}%` : value.toFixed(2);
  return minus((signed && value > 0 ? "+" : "") + text);
};
const range = (item, unit) => `${show(item.low, unit)} to ${show(item.high, unit)}`;

// --------------------------------------------------------------------------- the address

const params = new URLSearchParams(location.search);
const byId = Object.fromEntries(data.variants.map((v) => [v.id, v]));
const asked = {
  variant: params.get("variant") || "grosstarock",
  deals: params.get("deals") || String(data.max_deals),
  options: params.getAll("option"),
};

function fitsForm(variant, text) {
  // Whether NAME=VALUE is one of the form's options with a value its control can show.
  const [name, ...rest] = text.split("=");
  const value = rest.join("=").trim();
  const option = variant && variant.options.find((o) => o.name === name.trim().replace(/-/g, "_"));
  if (!option || !rest.length) return null;
  if (option.kind === "number") return /^\d+$/.test(value) ? [option.name, String(Number(value))] : null;
  const found = option.choices.find((c) => c === value.toLowerCase());
  return found ? [option.name, found] : null;
}

// --------------------------------------------------------------------------- the form

const status = el("p", { class: "lab-status", role: "status", "data-lab-status": true });
const problem = el("p", { class: "lab-problem", role: "alert", "data-lab-error": true, hidden: true });
const bar = el("progress", { class: "lab-progress", max: "1", value: "0", hidden: true });
const result = el("div", { class: "lab-result", hidden: true });
let form = null;
let running = false;
let ready = false;

const say = (text) => { status.textContent = text; };
const refuse = (text) => {
  problem.textContent = text || "";
  problem.hidden = !text;
};

// An option's name as code that may break after an underscore, never inside a word.
const code = (name) => el("code", {}, name.split("_").flatMap((part, i) => (i ? [el("wbr"), `_${part}`] : [part])));

function optionRow(option, value) {
  const id = `lab-${option.name}`;
  const control = option.kind === "number"
    ? el("input", { id, name: option.name, type: "number", min: "0", step: "1", value, "data-default": option.value })
    : el("select", { id, name: option.name, "data-default": option.value },
        option.choices.map((c) => el("option", { value: c, selected: c === value }, c === option.value ? `${c} (own)` : c)));
  const cite = el("a", { href: `../sources/#${option.key}`, class: "lab-cite" }, option.source);
  return el("div", { class: "lab-option", "data-option": option.name },
    el("label", { for: id }, option.words, " ", code(option.name),
      option.kind === "number" ? el("span", { class: "lab-own" }, ` (its own: ${option.value})`) : null),
    control,
    el("p", { class: "lab-meaning" }, option.meaning, " ", el("span", { class: "lab-source" }, "Source: ", cite, ".")));
}

function drawForm(variantId, deals, chosen) {
  const variant = byId[variantId];
  const groups = [];
  for (const option of variant.options) {
    let group = groups.find((g) => g.name === option.group);
    if (!group) groups.push(group = { name: option.group, options: [] });
    group.options.push(option);
  }
  const next = el("form", { class: "lab-settings", onsubmit: (event) => { event.preventDefault(); start(); } },
    el("div", { class: "lab-top" },
      el("label", {}, "Rule set ",
        el("select", { name: "variant" },
          data.variants.map((v) => el("option", { value: v.id, selected: v.id === variantId }, v.title)))),
      el("label", {}, "Deals ",
        el("input", { name: "deals", type: "number", min: "1", max: String(data.max_deals), step: "1", value: deals })),
      el("button", { type: "submit", class: "md-button md-button--primary", "data-lab-run": true, disabled: !ready }, "Run"),
      el("button", { type: "button", class: "md-button", "data-lab-stop": true, disabled: true, onclick: stop }, "Stop"),
      el("button", { type: "button", class: "md-button", "data-lab-reset": true, onclick: () => { drawForm(form.variant.value, form.deals.value, {}); } }, "Back to its own rules")),
    el("p", { class: "lab-changed-line", "data-lab-changed": true }),
    groups.map((group) => el("details", { class: "lab-group" },
      el("summary", {}, group.name, el("span", { class: "lab-count" })),
      group.options.map((o) => optionRow(o, chosen[o.name] ?? o.value)))));
  next.variant.addEventListener("change", () => drawForm(next.variant.value, next.deals.value, {}));
  next.addEventListener("input", marked);
  next.addEventListener("change", marked);
  if (form) form.replaceWith(next); else bar.after(next);
  form = next;
  marked();
}

function changes() {
  // The options set away from the rule set's own values, as NAME=VALUE.
  return Array.from(form.querySelectorAll("[data-default]"))
    .filter((control) => control.value.trim() !== control.dataset.default)
    .map((control) => `${control.name}=${control.value.trim()}`);
}

function marked() {
  for (const row of form.querySelectorAll(".lab-option")) {
    const control = row.querySelector("[data-default]");
    row.classList.toggle("lab-changed", control.value.trim() !== control.dataset.default);
  }
  for (const group of form.querySelectorAll(".lab-group")) {
    const count = group.querySelectorAll(".lab-changed").length;
    group.querySelector(".lab-count").textContent = count ? ` (${count} changed)` : "";
  }
  const changed = changes();
  form.querySelector("[data-lab-changed]").textContent = changed.length
    ? `Changed from ${byId[form.variant.value].title}: ${changed.join(", ")}.`
    : `All options as ${byId[form.variant.value].title} has them: open a group below to change one.`;
}

function address(choice) {
  const query = new URLSearchParams({ variant: choice.variant, deals: choice.deals });
  for (const option of choice.options) query.append("option", option);
  history.replaceState(null, "", `${location.pathname}?${query}`);
}

// --------------------------------------------------------------------------- the worker

const worker = new Worker(new URL(root.dataset.worker, location.href), { type: "module" });
let started = 0;

function start() {
  if (running || !ready) return;
  const choice = { variant: form.variant.value, deals: form.deals.value.trim(), options: changes() };
  refuse(null);
  address(choice);
  running = true;
  started = performance.now();
  form.querySelector("[data-lab-run]").disabled = true;
  form.querySelector("[data-lab-stop]").disabled = false;
  bar.hidden = false;
  bar.value = 0;
  root.dataset.state = "running";
  shown.removeAttribute("data-lab-result"); // the last results stay, dimmed, until new ones come
  shown.classList.add("lab-stale");
  say("Starting the run…");
  worker.postMessage({ type: "run", ...choice });
}

function stop() {
  if (!running) return;
  say("Stopping after the deals in hand…");
  worker.postMessage({ type: "stop" });
}

function finish() {
  running = false;
  bar.hidden = true;
  form.querySelector("[data-lab-run]").disabled = false;
  form.querySelector("[data-lab-stop]").disabled = true;
}

// Deals played a second: both runs counted, none of those kept from the last run.
const rate = (played, seconds) => Math.round(played / Math.max(seconds, 1e-3));

worker.onmessage = (event) => {
  const message = event.data;
  if (message.type === "ready") {
    ready = true;
    root.dataset.plays = message.plays; // "compiled" or "python"
    root.dataset.ready = ((performance.now() - started) / 1000).toFixed(1);
    form.querySelector("[data-lab-run]").disabled = false;
    say("The engine is ready: choose the rules and run.");
    worker.postMessage({ type: "check", ...asked });
  } else if (message.type === "checked") {
    const left = asked.options.filter((text) => !fitsForm(byId[asked.variant], text));
    refuse(message.error || (left.length
      ? `The lab does not offer ${left.join(", ")} for ${byId[asked.variant].title}; it was left out.`
      : null));
  } else if (message.type === "progress") {
    bar.value = message.done / message.deals;
    say(`Played ${message.done} of ${message.deals} deals under each set of rules`
      + ` (${rate(message.played, message.seconds)} deals a second in this page)…`);
    if (message.result) draw(message.result, null);
  } else if (message.type === "result") {
    finish();
    root.dataset.state = message.stopped ? "stopped" : "done";
    draw(message.result, message.seconds, message.stopped);
    // The wall time from the click to the result drawn, charts included.
    const wall = (performance.now() - started) / 1000;
    root.dataset.wall = wall.toFixed(3);
    const figure = shown.querySelector("[data-lab-wall]");
    if (figure) figure.textContent = `${wall.toFixed(1)} s`;
    last.push(wall);
    say(message.stopped ? `Stopped after ${message.result.deals} deals.` : "Done.");
  } else if (message.type === "error") {
    finish();
    root.dataset.state = "refused";
    if (message.fatal) say(message.message);
    else { refuse(message.message); say("Nothing was run: change the choice above and run again."); }
  }
};
worker.onerror = (event) => { finish(); say(`The engine could not start: ${event.message}`); };

// --------------------------------------------------------------------------- results

function speed(outcome, seconds, wall) {
  const cpython = data.cpython[outcome.variant];
  const own = outcome.kept === outcome.deals ? `all ${outcome.deals}` : `${outcome.kept} of the ${outcome.deals}`;
  const how = outcome.settled_again
    ? "one play of each deal served both, settled each way (the bots play the same under either card-point rule)"
    : !outcome.kept
      ? "each deal was played under both"
      : `${own} deals under the rule set's own rules came ready-made (computed when this site was built, or kept from the run before)`;
  return el("p", { class: "lab-speed", "data-lab-speed": true },
    `${outcome.deals} deals under each set of rules: the result was on the page `,
    el("span", { "data-lab-wall": true }, `${(wall ?? seconds).toFixed(1)} s`),
    ` after the Run button was pressed; ${how}. `,
    outcome.played
      ? [`Playing ${outcome.played} deals, this page managed `,
         el("strong", { "data-lab-rate": rate(outcome.played, seconds) }, `${rate(outcome.played, seconds)} deals a second`),
         root.dataset.plays === "compiled" ? " (Pyodide, the deals played by the compiled core)." : " (Pyodide, the deals played by the Python engine)."]
      : "Nothing had to be played.",
    cpython ? ` Python itself (CPython), with the same compiled core, played ${cpython} deals a second of ${outcome.title} on the machine that built this site.` : "");
}

function draw(outcome, seconds, stopped = false, wall = null) {
  const groups = [];
  for (const figure of outcome.figures) {
    let group = groups.find((g) => g.name === figure.group);
    if (!group) groups.push(group = { name: figure.group, figures: [] });
    group.figures.push(figure);
  }
  const changed = outcome.options.length ? outcome.options.join(", ") : "no option changed";
  const head = el("p", { class: "lab-what" },
    `${outcome.title}, ${changed}: ${outcome.deals} deal${outcome.deals === 1 ? "" : "s"}`
    + (outcome.finished ? "" : ` of ${outcome.asked}`)
    + `, the ${data.bot} bot at every seat, seed ${outcome.seed}.`);
  const legend = el("p", { class: "lab-legend" },
    el("span", { class: "lab-key", style: `--lab-colour: ${style.colours[0]}` }, YOURS),
    el("span", { class: "lab-key", style: `--lab-colour: ${style.colours[1]}` }, OWN),
    " Dots: averages; bars: 95% intervals.");
  const charts = groups.map((group) => chart(group));
  const box = el("div", {
    class: "lab-result", "data-lab-result": seconds === null ? null : true,
    "data-deals": outcome.deals, "data-stopped": stopped ? true : null,
  }, head, legend, charts, table(outcome), seconds === null ? null : speed(outcome, seconds, wall));
  shown.replaceWith(box);
  shown = box;
  last = [outcome, seconds, stopped];
}
let shown = result; // the results on the page now
let last = null; // what they were drawn from, to draw again at another width
let resizing = 0;
window.addEventListener("resize", () => {
  clearTimeout(resizing);
  resizing = setTimeout(() => { if (last) draw(...last); }, 150);
});

function table(outcome) {
  const rows = outcome.figures.map((f) => el("tr", { "data-figure": f.label },
    el("th", { scope: "row" }, f.label),
    cell(f.chosen, f.unit), cell(f.default, f.unit), cell(f.difference, f.unit, true)));
  return el("div", { class: "lab-table" }, el("table", {},
    el("thead", {}, el("tr", {}, el("th", {}, "Figure"), el("th", {}, YOURS), el("th", {}, OWN), el("th", {}, "Difference"))),
    el("caption", {}, "Each figure with its 95% interval below it. A difference in bold lies clear of zero with all the figures compared at once allowed for (Holm's method); under one that does not, about how many deals a difference of its size would need."),
    el("tbody", {}, rows)));
}

function cell(item, unit, signed = false) {
  const clear = signed && item && item.clear;
  const needed = signed && item && item.needed ? el("span", { class: "lab-range", "data-needed": item.needed }, needs(item.needed)) : null;
  return el("td", { "data-value": item ? item.estimate : null, class: clear ? "lab-clear" : null },
    item ? [show(item.estimate, unit, signed), el("span", { class: "lab-range" }, range(item, unit)), needed] : "–");
}

// How many deals a difference of this size would need to stand, in words.
function needs(deals) {
  return deals > data.max_deals ? `needs about ${deals.toLocaleString("en")} deals, more than the lab plays` : `needs about ${deals.toLocaleString("en")} deals`;
}

// A chart in the site's style (sitegen/charts.py, whose sizes and colours the page
// received): a row per figure, each rule set's mean as a dot with its interval as a bar.
function chart(group) {
  const width = Math.min(style.width, Math.max(300, root.clientWidth || style.width));
  const rowHeight = 34;
  const labelWidth = Math.min(150, width * 0.32);
  const top = 26;
  const height = top + group.figures.length * rowHeight + 34;
  const unit = group.figures[0].unit;
  const values = [0];
  for (const f of group.figures) for (const item of [f.chosen, f.default]) if (item) values.push(item.low, item.high);
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (hi - lo < 1e-9) { hi += unit === "share" ? 0.1 : 1; lo -= unit === "share" ? 0 : 1; }
  const ticks = niceTicks(lo, hi, Math.max(3, Math.floor((width - labelWidth) / 70)));
  lo = Math.min(lo, ticks[0]);
  hi = Math.max(hi, ticks[ticks.length - 1]);
  // Tick labels with as many decimals as the step between ticks needs.
  const scale = unit === "share" ? 100 : 1;
  const step = (ticks[1] - ticks[0]) * scale;
  const decimals = [0, 1, 2, 3, 4].find((d) => Math.abs(Math.round(step * 10 ** d) - step * 10 ** d) < 1e-6) ?? 4;
  const tick = (t) => minus((t * scale).toFixed(decimals) + (unit === "share" ? "%" : ""));
  const left = labelWidth + 8;
  const right = width - 22; // room for half the last tick label
  const x = (v) => left + ((v - lo) / (hi - lo)) * (right - left);
  const picture = svg("svg", { width, height, viewBox: `0 0 ${width} ${height}`, role: "img", class: "lab-chart", "aria-label": group.name });
  picture.append(svg("text", { x: 0, y: 16, "font-size": style.label, fill: "currentColor" }, group.name));
  const bottom = height - 26;
  for (const t of ticks) {
    picture.append(svg("line", { x1: x(t), x2: x(t), y1: top, y2: bottom, stroke: "currentColor", "stroke-opacity": t === 0 ? 0.6 : 0.15 }));
    picture.append(svg("text", { x: x(t), y: bottom + 16, "font-size": style.small, "text-anchor": "middle", fill: "currentColor" }, tick(t)));
  }
  picture.append(svg("line", { x1: left, x2: right, y1: bottom, y2: bottom, stroke: "currentColor" }));
  group.figures.forEach((f, i) => {
    const y = top + i * rowHeight + rowHeight / 2;
    // A row is named by what follows its group's name; a group of one needs no row name.
    const name = f.label.startsWith(`${group.name}: `) ? f.label.slice(group.name.length + 2) : "";
    picture.append(svg("text", { x: labelWidth, y: y + 4, "font-size": style.small, "text-anchor": "end", fill: "currentColor" }, name));
    [[f.chosen, -5, style.colours[0]], [f.default, 5, style.colours[1]]].forEach(([item, dy, colour]) => {
      if (!item) return;
      const yy = y + dy;
      picture.append(svg("line", { x1: x(item.low), x2: x(item.high), y1: yy, y2: yy, stroke: colour, "stroke-width": 2 }));
      for (const end of [item.low, item.high]) picture.append(svg("line", { x1: x(end), x2: x(end), y1: yy - 3, y2: yy + 3, stroke: colour, "stroke-width": 2 }));
      picture.append(svg("circle", { cx: x(item.estimate), cy: yy, r: 3.5, fill: colour }));
    });
  });
  return el("figure", { class: "lab-figure" }, picture);
}

// Round ticks covering lo to hi, at most about ``most`` steps apart.
function niceTicks(lo, hi, most) {
  const span = hi - lo;
  const power = 10 ** Math.floor(Math.log10(span / most));
  const step = [1, 2, 2.5, 5, 10, 20].map((m) => m * power).find((s) => span / s <= most);
  const ticks = [];
  for (let t = Math.floor(lo / step) * step; t <= hi + step * 1e-9; t += step) ticks.push(+t.toFixed(10));
  if (ticks[ticks.length - 1] < hi) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}

// --------------------------------------------------------------------------- start

const chosen = {};
const variant = byId[asked.variant] ? asked.variant : "grosstarock";
for (const text of asked.options) {
  const fit = fitsForm(byId[variant], text);
  if (fit) chosen[fit[0]] = fit[1];
}
const deals = /^\d+$/.test(asked.deals.trim()) && +asked.deals >= 1 && +asked.deals <= data.max_deals ? asked.deals.trim() : String(data.max_deals);
root.querySelector("[data-lab-status]").replaceWith(status);
status.after(problem, bar);
drawForm(variant, deals, chosen);
form.after(result);
say("Loading the rules engine…");
started = performance.now();
worker.postMessage({
  type: "start",
  engine: new URL(root.dataset.engine, location.href).href,
  core: new URL(root.dataset.core, new URL(root.dataset.engine, location.href)).href,
  defaults: new URL(root.dataset.defaults, location.href).href,
  python: new URLSearchParams(location.search).get("engine") === "python", // the reference, asked for
});
