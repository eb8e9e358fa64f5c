// Update a page region in place (ui/table/morph.py calls it as window.galaxyTableMorph): the
// new markup is parsed off-document in a <template> and walked together with the live element;
// equal subtrees are kept, attributes synced, and a node whose tag or number of children
// differs is replaced whole. Form controls are always replaced (their live state is not in
// their markup), so the result is what `el.outerHTML = html` would show. It is a file of its
// own, loaded by boot.js, because the page's Content-Security-Policy refuses code made from a
// string (tools/csp.py: no 'unsafe-eval').
const FORM = new Set(["INPUT", "SELECT", "TEXTAREA"]);

function walk(a, b) {
  if (a.isEqualNode(b) && !FORM.has(a.nodeName)) return;
  if (a.nodeType !== 1 || a.nodeName !== b.nodeName || FORM.has(a.nodeName) ||
      a.childNodes.length !== b.childNodes.length) {
    a.replaceWith(b);
    return;
  }
  for (const at of Array.from(a.attributes)) {
    if (!b.hasAttribute(at.name)) a.removeAttribute(at.name);
  }
  for (const at of Array.from(b.attributes)) {
    if (a.getAttribute(at.name) !== at.value) a.setAttribute(at.name, at.value);
  }
  const ac = Array.from(a.childNodes), bc = Array.from(b.childNodes);
  for (let i = 0; i < ac.length; i++) walk(ac[i], bc[i]);
}

export function morph(el, html) {
  const tpl = document.createElement("template");
  tpl.innerHTML = html;
  const fresh = tpl.content.firstElementChild;
  if (!fresh || tpl.content.childNodes.length !== 1) {
    el.outerHTML = html;
    return;
  }
  walk(el, fresh);
}

window.galaxyTableMorph = morph;
