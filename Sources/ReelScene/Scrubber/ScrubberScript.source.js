"use strict";
// Numbers as the page's frame information cuts them (NumberColumns):
// in ten-thousandths, exact in a double.
const NUMBER = /-?\d+(?:\.\d+)?/g, CANONICAL = /^-?(?:0|[1-9]\d{0,10})(?:\.\d{0,3}[1-9])?$/;
function split(text) {
  const skeleton = [], numbers = [];
  let start = 0;
  for (const m of text.matchAll(NUMBER)) {
    const token = m[0], end = m.index + token.length;
    if (/[\d.]/.test(text[m.index - 1] || "") || /[.eE]/.test(text[end] || "")) continue;
    if (!CANONICAL.test(token) || token === "-0") continue;
    const [whole, fraction = ""] = token.replace("-", "").split(".");
    const value = Number(whole) * 10000 + Number((fraction + "000").slice(0, 4));
    skeleton.push(text.slice(start, m.index));
    numbers.push(token[0] === "-" ? -value : value);
    start = end;
  }
  skeleton.push(text.slice(start));
  return { skeleton, numbers };
}
function format(value) {
  const magnitude = Math.abs(value), fraction = magnitude % 10000;
  const text = (value < 0 ? "-" : "") + (magnitude - fraction) / 10000;
  return fraction ? text + "." + String(fraction).padStart(4, "0").replace(/0+$/, "") : text;
}
function joined({ skeleton, numbers }) {
  let text = skeleton[0];
  for (let i = 0; i < numbers.length; i++) text += format(numbers[i]) + skeleton[i + 1];
  return text;
}

// A frame is line operations against the previous frame's lines, or
// (a string) its numbers' differences from the previous frame's.
async function frameInformation() {
  const info = JSON.parse(await inflated("frame-info").text());
  let previous = [], columns = null;
  info.frames = info.frames.map((entry) => {
    let text;
    if (typeof entry === "string") {
      const numbers = columns.numbers.slice();
      let i = 0;
      for (const part of entry ? entry.split(",") : []) {
        if (part[0] === "_") i += part.length > 1 ? Number(part.slice(1)) : 1;
        else numbers[i++] += Number(part);
      }
      columns = { skeleton: columns.skeleton, numbers };
      text = joined(columns);
    } else {
      const lines = [];
      for (const op of entry) {
        if (typeof op === "string") lines.push(op);
        else for (let i = 0; i < op[1]; i++) lines.push(previous[op[0] + i]);
      }
      text = lines.join("\n");
      columns = split(text);
    }
    previous = text.split("\n");
    return text;
  });
  return info;
}

function frameInfo(n) {
  if (typeof state.info.frames[n] === "string") state.info.frames[n] = JSON.parse(state.info.frames[n]);
  return state.info.frames[n];
}

const state = { info: null, sampleOf: [], frames: null, decoder: null, shown: -1, want: 0, busy: false, playing: false, loop: true,
                startTime: 0, startFrame: 0 };

const ROLE_COLORS = ["#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6",
                     "#9a6324", "#808000", "#000075", "#469990", "#800000"];
function roleColor(role) {
  let h = 0;
  for (const ch of role) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return ROLE_COLORS[h % ROLE_COLORS.length];
}

function clampFrame(n) { return Math.max(0, Math.min(state.info.frameCount - 1, n)); }

function initialFrame() {
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.has("frame")) return clampFrame(parseInt(hash.get("frame"), 10) || 0);
  if (hash.has("t")) return clampFrame(Math.round(parseFloat(hash.get("t")) * state.info.fps) || 0);
  return 0;
}

// Firefox's ImageDecoder sometimes hands back an empty frame (no pixels)
// when asked for one before the last it decoded; a decoder made afresh
// decodes it.
async function decodedFrame(index) {
  for (let attempt = 0; ; attempt++) {
    const { image } = await state.decoder.decode({ frameIndex: index });
    if (image.displayWidth > 0) return image;
    image.close();
    if (attempt === 2) throw new Error("the browser decodes it as an empty picture");
    state.decoder.close();
    state.decoder = new ImageDecoder({ data: state.frames, type: "image/avif" });
    await state.decoder.tracks.ready;
  }
}

async function request(n) {
  state.want = clampFrame(n);
  if (state.busy) return;
  state.busy = true;
  try {
    while (state.shown !== state.want) {
      const n = state.want;
      if (state.decoder) {
        const image = await decodedFrame(state.sampleOf[n]);
        const context = $("frame").getContext("2d");
        // A transparent frame shows the stage's checkerboard, not the frame before it.
        context.clearRect(0, 0, state.info.width, state.info.height);
        context.drawImage(image, 0, 0);
        image.close();
      }
      state.shown = n;
      describe(n);
    }
  } catch (error) {
    $("status").textContent = "Could not show frame " + state.want + ": " + error.message;
  } finally {
    state.busy = false;
  }
  document.body.dataset.ready = "1";
}

function describe(n) {
  const frame = frameInfo(n);
  $("slider").value = n;
  $("clock").textContent = frame.time.toFixed(3) + " s \u00b7 frame " + n + " / " + (state.info.frameCount - 1);
  document.body.dataset.frame = n;
  history.replaceState(null, "", "#frame=" + n);
  drawBoxes(frame.layout);
  $("explain").replaceChildren(explanation(frame.explain));
}

function drawBoxes(layout) {
  const boxes = $("boxes"), rows = $("items");
  boxes.replaceChildren();
  rows.replaceChildren();
  for (const plot of layout.charts) boxes.append(box(plot.plot, "plot", "plot", "#888"));
  for (const item of layout.items) {
    const [x, y, w, h] = item.bounds;
    const color = roleColor(item.role);
    const row = document.createElement("tr");
    row.innerHTML = "<td></td><td></td><td></td>";
    row.children[0].style.background = color;
    row.children[1].textContent = item.id;
    row.children[2].textContent = item.text !== undefined ? item.text : (item.opacity < 1 ? "opacity " + item.opacity : "");
    rows.append(row);
    if (w <= 0 || h <= 0 || item.opacity <= 0) { row.className = "hidden"; continue; }
    const b = box(item.bounds, item.id, item.role, color);
    row.onmouseenter = () => b.classList.add("hot");
    row.onmouseleave = () => b.classList.remove("hot");
    b.onmouseenter = () => { row.classList.add("hot"); $("hover").textContent = item.id + " (" + item.role + ")"; };
    b.onmouseleave = () => { row.classList.remove("hot"); $("hover").textContent = ""; };
    boxes.append(b);
  }
}

function box([x, y, w, h], id, role, color) {
  const b = document.createElement("div");
  b.className = "box";
  b.title = id + " (" + role + ")";
  b.dataset.id = id;
  Object.assign(b.style, { left: x + "px", top: y + "px", width: w + "px", height: h + "px", borderColor: color });
  return b;
}

// The columns `frame --explain` prints; anything else in the document
// (a newer version) is shown whole.
function explanation(e) {
  if (!e || e.version !== 1) return render(e);
  const text = (v) => (v ? v.text : "");
  const tracks = e.tracks.map((t) => ({
    property: "\u00a0".repeat(2 * t.depth) + (t.property || t.kind) + (t.implicit ? " (implicit)" : ""),
    state: t.phase + (t.applies ? "" : ", not applied") + (t.fill ? " (fill " + t.fill + ")" : ""),
    local: t.localTime === null ? "" : round(t.localTime) + (t.iteration === null ? "" : " #" + t.iteration)
      + (t.direction ? " " + t.direction : ""),
    curve: t.curve || "",
    "linear \u2192 eased": t.linear === null ? "" : round(t.linear) + " \u2192 " + round(t.eased),
    segment: (t.keys ? "k" + t.keys[0] + "@" + round(t.keyTimes[0]) + " " : "") + text(t.from) + " \u2192 "
      + (t.keys ? "k" + t.keys[1] + "@" + round(t.keyTimes[1]) + " " : "") + text(t.to),
    value: !t.applies ? "own: " + text(t.own) : text(t.value) + (t.used ? "" : " (overridden)"),
  }));
  const derived = e.derived.map((d) => ({ name: d.name, value: d.numbers.map(round).join(", "), note: d.note || "" }));
  const box = document.createElement("div");
  const title = document.createElement("p");
  title.textContent = "t = " + round(e.time) + " s, " + e.chart + " chart";
  box.append(title, render(tracks), render(derived));
  return box;
}

function round(x) { return typeof x === "number" ? String(Math.round(x * 1e4) / 1e4) : String(x); }

function render(value) {
  if (value === null || typeof value !== "object") {
    const span = document.createElement("span");
    span.textContent = value === null || value === undefined ? "" : String(value);
    return span;
  }
  if (Array.isArray(value) && value.every((v) => v && typeof v === "object" && !Array.isArray(v))) {
    const keys = [...new Set(value.flatMap(Object.keys))];
    const table = document.createElement("table");
    const head = table.insertRow();
    for (const k of keys) head.appendChild(document.createElement("th")).textContent = k;
    for (const v of value) {
      const row = table.insertRow();
      for (const k of keys) row.insertCell().append(render(v[k]));
    }
    return table;
  }
  if (Array.isArray(value)) {
    const span = document.createElement("span");
    span.textContent = JSON.stringify(value);
    return span;
  }
  const list = document.createElement("dl");
  for (const [k, v] of Object.entries(value)) {
    list.appendChild(document.createElement("dt")).textContent = k;
    list.appendChild(document.createElement("dd")).append(render(v));
  }
  return list;
}

function tick(now) {
  if (!state.playing) return;
  const elapsed = (now - state.startTime) / 1000;
  let n = state.startFrame + Math.floor(elapsed * state.info.fps);
  if (n >= state.info.frameCount) {
    if (!state.loop) { n = state.info.frameCount - 1; setPlaying(false); }
    else { n %= state.info.frameCount; }
  }
  request(n);
  requestAnimationFrame(tick);
}

function setPlaying(on) {
  state.playing = on && state.decoder !== null;
  $("play").textContent = state.playing ? "Pause" : "Play";
  if (state.playing) {
    state.startTime = performance.now();
    state.startFrame = state.shown >= state.info.frameCount - 1 ? 0 : state.shown;
    requestAnimationFrame(tick);
  }
}

function step(delta) { setPlaying(false); request(state.want + delta); }

async function main() {
  state.info = await frameInformation();
  // The animation holds a run of identical frames once.
  state.info.holds.forEach((count, sample) => { for (let i = 0; i < count; i++) state.sampleOf.push(sample); });
  const frames = new Uint8Array(await inflated("frames-data").arrayBuffer());
  const canvas = $("frame");
  canvas.width = state.info.width;
  canvas.height = state.info.height;
  $("slider").max = state.info.frameCount - 1;
  $("play").onclick = () => setPlaying(!state.playing);
  $("prev").onclick = () => step(-1);
  $("next").onclick = () => step(1);
  $("slider").oninput = () => { setPlaying(false); request(parseInt($("slider").value, 10)); };
  $("show-boxes").onchange = () => { $("boxes").hidden = !$("show-boxes").checked; };
  $("loop").onchange = () => { state.loop = $("loop").checked; };
  document.onkeydown = (e) => {
    if (e.target.tagName === "INPUT" && e.target.type === "range" && e.key.startsWith("Arrow")) return;
    if (e.key === " ") { e.preventDefault(); setPlaying(!state.playing); }
    else if (e.key === "ArrowLeft") step(-1);
    else if (e.key === "ArrowRight") step(1);
    else if (e.key === "l") { $("loop").checked = !$("loop").checked; state.loop = $("loop").checked; }
  };
  if ("ImageDecoder" in window && await ImageDecoder.isTypeSupported("image/avif")) {
    state.frames = frames;
    state.decoder = new ImageDecoder({ data: frames, type: "image/avif" });
    await state.decoder.tracks.ready;
  } else {
    const img = $("fallback");
    img.src = URL.createObjectURL(new Blob([frames], { type: "image/avif" }));
    img.hidden = false;
    canvas.hidden = true;
    $("status").textContent = "This browser has no ImageDecoder: the animation plays, but stepping through "
      + "frames needs a browser that has one (Chrome, Edge). The boxes and values are of the frame on the slider.";
  }
  await request(initialFrame());
}

main().catch((error) => { $("status").textContent = "Could not read the embedded frames: " + error; });
