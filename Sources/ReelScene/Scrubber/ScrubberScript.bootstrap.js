"use strict";
const HIGH = new TextDecoder("windows-1252").decode(Uint8Array.from({ length: 32 }, (_, i) => 128 + i));
const ESCAPED = [0, 13, 60, 1];
const $ = (id) => document.getElementById(id);
// An embedded blob's bytes (BinaryText): unescaped, then unshifted.
function blob(id) {
  const text = $(id).textContent, out = new Uint8Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c > 255) c = 128 + HIGH.indexOf(text[i]);
    if (c === 1) c = ESCAPED[text.charCodeAt(++i) - 49];
    out[n++] = c;
  }
  const shift = out[0];
  return out.subarray(1, n).map((b) => b - shift);
}
// A deflated blob, inflated, as a Response to read as text or bytes.
function inflated(id) {
  return new Response(new Blob([blob(id)]).stream().pipeThrough(new DecompressionStream("deflate-raw")));
}
inflated("page").text().then((text) => {
  const cut = text.indexOf("\0");
  document.querySelector("header").insertAdjacentHTML("afterend", text.slice(0, cut));
  const script = document.createElement("script");
  script.textContent = text.slice(cut + 1);
  document.body.append(script);
}).catch((error) => {
  document.body.append("This page needs a browser that inflates deflated data (DecompressionStream): " + error);
});
