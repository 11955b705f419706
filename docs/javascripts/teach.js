// The teaching pages: exercises checked against the package's answers, puzzles answered
// with the search player's values. The answers are written into the page when the site
// is built (a <script type="application/json" data-answer> in each exercise or puzzle).

const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

function say(box, right, html) {
  const out = box.querySelector("[data-feedback]");
  out.innerHTML = html;
  out.dataset.result = right ? "right" : "wrong";
  box.dataset.result = out.dataset.result;
}

const stop = (text) => (/[.!?]$/.test(text) ? text : `${text}.`);

function ruleLine(answer) {
  return ` <span class="teach-rule">The rule: ${esc(answer.rule.replace(/[.]$/, ""))} (${answer.source}).</span>`;
}

function picked(box) {
  return [...box.querySelectorAll("[data-choice][aria-pressed=true]")].map((b) => b.dataset.choice);
}

function checkExercise(box, answer) {
  if (answer.kind === "discard" || answer.kind === "legal") {
    const chosen = new Set(picked(box));
    const wanted = new Set(answer.cards);
    const wrong = [...chosen].filter((c) => !wanted.has(c));
    const missed = [...wanted].filter((c) => !chosen.has(c));
    if (!wrong.length && !missed.length) return say(box, true, `Right: ${esc(answer.key)}`);
    const lines = wrong.map((c) => esc(stop(answer.why[c])));
    if (missed.length) {
      const cards = missed.length === 1 ? "a card that" : `${missed.length} cards that`;
      lines.push(`You left out ${cards} may be ${answer.kind === "legal" ? "played" : "laid away"}.`);
    }
    return say(box, false, `Not quite. ${lines.join(" ")}${ruleLine(answer)}`);
  }
  if (answer.kind === "winner") {
    const [seat] = picked(box);
    if (!seat) return say(box, false, "Pick a seat first.");
    if (seat === answer.seat) return say(box, true, `Right: ${esc(answer.why[seat])}.`);
    return say(box, false, `Not ${esc(seat)}: ${esc(stop(answer.why[seat]))}${ruleLine(answer)}`);
  }
  const given = [...box.querySelectorAll("[data-field]")].map((input) => input.value.trim());
  if (given.some((value) => value === "")) return say(box, false, "Fill in every box first.");
  const wrong = answer.numbers
    .map((value, i) => (Number(given[i]) === value ? null : `${esc(answer.fields[i])}: not ${esc(given[i])}.`))
    .filter(Boolean);
  if (!wrong.length) return say(box, true, `Right: ${esc(answer.key)}`);
  const found = answer.why.found ? ` ${esc(answer.rule)}` : ruleLine(answer);
  const source = answer.why.found ? ` (${answer.source})` : "";
  return say(box, false, `Not quite. ${wrong.join(" ")}${found}${source}`);
}

function pick(box, button, single) {
  if (single) box.querySelectorAll("[data-choice]").forEach((b) => b.setAttribute("aria-pressed", "false"));
  const on = button.getAttribute("aria-pressed") === "true";
  button.setAttribute("aria-pressed", single ? "true" : String(!on));
}

for (const box of document.querySelectorAll("[data-exercise]:not([data-puzzle])")) {
  const answer = JSON.parse(box.querySelector("[data-answer]").textContent);
  const single = answer.kind === "winner";
  box.querySelectorAll("[data-choice]").forEach((button) =>
    button.addEventListener("click", () => pick(box, button, single)));
  box.querySelector("[data-check]").addEventListener("click", () => checkExercise(box, answer));
}

for (const box of document.querySelectorAll("[data-puzzle]")) {
  const answer = JSON.parse(box.querySelector("[data-answer]").textContent);
  box.querySelectorAll("[data-choice]:not([disabled])").forEach((button) =>
    button.addEventListener("click", () => {
      pick(box, button, true);
      const card = button.dataset.choice;
      const right = card === answer.best;
      const more = right ? ` <span class="teach-rule">${esc(answer.explain)}</span>` : " Try another card.";
      say(box, right, `${esc(answer.feedback[card])}${more}`);
    }));
}
