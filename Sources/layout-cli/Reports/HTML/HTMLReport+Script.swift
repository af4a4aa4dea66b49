extension HTMLReport {
  /// The page's style sheet (the drawing's own is in the SVG).
  static let style = """
    body{margin:0;background:#f8f9fa;color:#212529;font:13px system-ui,sans-serif}
    .controls{padding:10px 16px;background:#fff;border-bottom:1px solid #dee2e6}
    .bar{display:flex;align-items:center;gap:12px;margin-bottom:6px}
    .hint{color:#868e96}
    .timeline{display:flex;align-items:center;gap:8px;margin:3px 0;white-space:nowrap}
    .timeline button,.bar button{min-width:5em}
    .timeline input{width:260px}
    .timeline output{font:12px 'DejaVu Sans Mono',Menlo,Consolas,monospace;min-width:17ch}
    .timeline .event{font:12px 'DejaVu Sans Mono',Menlo,Consolas,monospace;overflow:hidden;
    text-overflow:ellipsis}
    .timeline .status{color:#868e96;min-width:calc(5em + 285px);text-align:center}
    .timeline.still .event{color:#868e96}
    .drawing{overflow:auto}
    .drawing svg{display:block}

    """

  /// The page's script: seeking, playing and scrubbing the embedded samples
  /// (`trellisMotions`, one entry per event, `null` when nothing moves).
  static let script = """
    (function () {
      const FIELDS = 11;
      const svg = document.querySelector(".drawing svg");
      const speed = document.getElementById("speed");
      const text = (value) => String(value);
      // The drawn elements of each moving view, found by data-state and data-view.
      const targets = trellisMotions.map((motion, event) => {
        if (!motion) return null;
        const byView = new Map();
        for (const rect of svg.querySelectorAll('rect[data-state="' + (event + 1) + '"]')) {
          const view = rect.getAttribute("data-view");
          if (view !== null && !byView.has(view)) byView.set(view, rect);
        }
        return motion.views.map((view) => {
          const rect = byView.get(view);
          if (!rect) return null;
          const target = { rect: rect, group: null, margins: null, label: null };
          const parent = rect.parentNode;
          if (parent && parent.classList && parent.classList.contains("motion")) {
            target.group = parent;
          }
          const x = +rect.getAttribute("x"), y = +rect.getAttribute("y");
          const w = +rect.getAttribute("width"), h = +rect.getAttribute("height");
          let next = rect.nextElementSibling;
          if (next && next.tagName === "rect" && next.classList.contains("margins")) {
            const mx = +next.getAttribute("x"), my = +next.getAttribute("y");
            target.margins = {
              node: next, left: mx - x, top: my - y,
              right: x + w - mx - +next.getAttribute("width"),
              bottom: y + h - my - +next.getAttribute("height"),
            };
            next = next.nextElementSibling;
          }
          if (next && next.tagName === "text" &&
              (next.classList.contains("label") || next.classList.contains("faint"))) {
            target.label = {
              node: next, dx: +next.getAttribute("x") - x, dy: +next.getAttribute("y") - y,
            };
          }
          return target;
        });
      });
      const timelines = new Map();
      for (const row of document.querySelectorAll(".timeline")) {
        const input = row.querySelector("input");
        if (input) timelines.set(+row.getAttribute("data-event"), row);
      }

      // Draws a view at one state: [x, y, width, height, alpha, a, b, c, d, tx, ty].
      function draw(target, v) {
        let x = v[0], y = v[1], w = v[2], h = v[3];
        const cx = x + w / 2, cy = y + h / 2;
        if (w < 0) { x += w; w = -w; }
        if (h < 0) { y += h; h = -h; }
        const rect = target.rect;
        rect.setAttribute("x", text(x));
        rect.setAttribute("y", text(y));
        rect.setAttribute("width", text(w));
        rect.setAttribute("height", text(h));
        if (target.margins) {
          const m = target.margins;
          m.node.setAttribute("x", text(x + m.left));
          m.node.setAttribute("y", text(y + m.top));
          m.node.setAttribute("width", text(Math.max(0, w - m.left - m.right)));
          m.node.setAttribute("height", text(Math.max(0, h - m.top - m.bottom)));
        }
        if (target.label) {
          target.label.node.setAttribute("x", text(x + target.label.dx));
          target.label.node.setAttribute("y", text(y + target.label.dy));
        }
        const group = target.group;
        if (!group) return;
        const alpha = v[4];
        if (alpha === 1) group.removeAttribute("opacity");
        else group.setAttribute("opacity", text(Math.min(Math.max(alpha, 0), 1)));
        const identity = v[5] === 1 && v[6] === 0 && v[7] === 0 && v[8] === 1 &&
          v[9] === 0 && v[10] === 0;
        if (identity) {
          group.removeAttribute("transform");
        } else {
          group.setAttribute("transform", "translate(" + text(cx) + " " + text(cy) + ") matrix(" +
            v.slice(5, 11).map(text).join(" ") + ") translate(" + text(-cx) + " " +
            text(-cy) + ")");
        }
      }

      // Draws the state after event `event` as it is `time` seconds after the event: the
      // embedded sample at that time exactly, or the straight line between the two around it.
      function seek(event, time) {
        const motion = trellisMotions[event];
        if (!motion) return false;
        const times = motion.times, last = times.length - 1;
        let t = Number(time);
        if (!(t >= 0)) t = 0;
        if (t > motion.duration) t = motion.duration;
        let low = 0, high = last;
        while (low < high) {
          const middle = (low + high + 1) >> 1;
          if (times[middle] <= t) low = middle; else high = middle - 1;
        }
        const a = motion.frames[low], b = motion.frames[Math.min(low + 1, last)];
        const f = low < last ? (t - times[low]) / (times[low + 1] - times[low]) : 0;
        targets[event].forEach((target, view) => {
          if (!target) return;
          const v = [];
          for (let i = 0; i < FIELDS; i++) {
            const from = a[view * FIELDS + i];
            v.push(f === 0 ? from : from + (b[view * FIELDS + i] - from) * f);
          }
          draw(target, v);
        });
        const row = timelines.get(event);
        if (row) {
          row.querySelector("input").value = text(t);
          row.querySelector("output").textContent =
            t.toFixed(3) + " s / " + text(motion.duration) + " s";
        }
        return true;
      }

      const playing = new Map();
      function setButton(event, label) {
        const row = timelines.get(event);
        if (row) row.querySelector("button").textContent = label;
      }
      function pause(event) {
        if (playing.delete(event)) setButton(event, "Play");
      }
      function play(event) {
        const motion = trellisMotions[event];
        if (!motion) return;
        const input = timelines.get(event).querySelector("input");
        let from = +input.value;
        if (from >= motion.duration) from = 0;
        const run = { from: from, start: null };
        playing.set(event, run);
        setButton(event, "Pause");
        const step = (now) => {
          if (playing.get(event) !== run) return;
          if (run.start === null) run.start = now;
          const t = run.from + (now - run.start) / 1000 * +speed.value;
          seek(event, Math.min(t, motion.duration));
          if (t >= motion.duration) pause(event);
          else requestAnimationFrame(step);
        };
        seek(event, from);
        requestAnimationFrame(step);
      }
      for (const [event, row] of timelines) {
        row.querySelector("button").addEventListener("click", () => {
          if (playing.has(event)) pause(event); else play(event);
        });
        row.querySelector("input").addEventListener("input", (e) => {
          pause(event);
          seek(event, +e.target.value);
        });
      }
      document.getElementById("play-all").addEventListener("click", () => {
        for (const event of timelines.keys()) {
          pause(event);
          timelines.get(event).querySelector("input").value = "0";
          play(event);
        }
      });

      window.trellisSeek = seek;
      // #seek=<event>:<seconds>[,<event>:<seconds>...] seeks when the page loads.
      const fragment = decodeURIComponent(location.hash);
      if (fragment.startsWith("#seek=")) {
        for (const pair of fragment.slice(6).split(",")) {
          const parts = pair.split(":");
          if (parts.length === 2) seek(+parts[0], +parts[1]);
        }
      }
    })();

    """
}
