// The pages' one way of making an element: el("p", { class: "x", onclick: f }, child, ...).
// `class` and `text` set those; `html` sets the markup (pictures the package drew); an
// `on...` attribute adds a listener; true is an empty attribute; null, undefined and false
// leave an attribute or a child out.
export const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "html") node.innerHTML = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
};
