//! A hand-written SVG writer, just enough for bar charts and grids.

use std::fmt::Write;

/// An SVG picture being drawn, in user units (pixels).
#[derive(Debug, Clone)]
pub struct Svg {
    width: u32,
    height: u32,
    body: String,
}

/// Escape text for XML.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

impl Svg {
    pub fn new(width: u32, height: u32) -> Self {
        Svg { width, height, body: String::new() }
    }

    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, fill: &str) -> &mut Self {
        let _ = writeln!(
            self.body,
            r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="{}"/>"#,
            x,
            y,
            w,
            h,
            escape(fill)
        );
        self
    }

    /// Text anchored at `anchor` ("start", "middle" or "end").
    pub fn text(&mut self, x: f64, y: f64, size: u32, anchor: &str, text: &str) -> &mut Self {
        let _ = writeln!(
            self.body,
            r#"<text x="{:.1}" y="{:.1}" font-size="{}" text-anchor="{}">{}</text>"#,
            x,
            y,
            size,
            anchor,
            escape(text)
        );
        self
    }

    pub fn line(&mut self, x1: f64, y1: f64, x2: f64, y2: f64, stroke: &str) -> &mut Self {
        let _ = writeln!(
            self.body,
            r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{}" stroke-width="1"/>"#,
            x1,
            y1,
            x2,
            y2,
            escape(stroke)
        );
        self
    }

    /// The finished document.
    pub fn finish(&self) -> String {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" \
             font-family=\"sans-serif\">\n<rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>\n{body}</svg>\n",
            w = self.width,
            h = self.height,
            body = self.body
        )
    }
}

/// A horizontal bar chart: one bar per (label, value), with an optional dashed reference value.
pub fn bar_chart(
    title: &str,
    unit: &str,
    bars: &[(String, f64)],
    reference: Option<(f64, &str)>,
) -> String {
    let (left, right, top, row) = (130.0, 90.0, 40.0, 22.0);
    let width = 720.0;
    let height = top + row * bars.len() as f64 + 30.0;
    let max = bars.iter().map(|b| b.1).chain(reference.map(|r| r.0)).fold(1e-9, f64::max);
    let scale = (width - left - right) / max;
    let mut svg = Svg::new(width as u32, height as u32);
    svg.text(width / 2.0, 22.0, 15, "middle", title);
    for (i, (label, value)) in bars.iter().enumerate() {
        let y = top + row * i as f64;
        svg.text(left - 8.0, y + 15.0, 12, "end", label);
        svg.rect(left, y + 3.0, value * scale, row - 6.0, "#4a7bd0");
        svg.text(
            left + value * scale + 5.0,
            y + 15.0,
            11,
            "start",
            &format!("{:.0} {}", value, unit),
        );
    }
    if let Some((value, label)) = reference {
        let x = left + value * scale;
        svg.line(x, top - 4.0, x, height - 24.0, "#d04a4a");
        svg.text(x, height - 10.0, 11, "middle", label);
    }
    svg.finish()
}

/// A grid picture: cell (r, c) shaded by its value (0, a P-position, drawn dark), values written
/// in; `rows` are (row label, values from column `first_col` on). The picture is at least as wide as
/// its title (at 14 px, about 8 px a character), so a small grid does not cut the title off.
pub fn grid(title: &str, rows: &[(usize, Vec<u32>)], first_col: usize) -> String {
    let cell = 18.0;
    let cols = rows.iter().map(|r| r.1.len()).max().unwrap_or(0);
    let (left, top) = (40.0, 46.0);
    let title_width = left + 8.0 * title.chars().count() as f64 + 10.0;
    let width = (left + cell * cols as f64 + 10.0).max(title_width);
    let mut svg = Svg::new(width.ceil() as u32, (top + cell * rows.len() as f64 + 10.0) as u32);
    svg.text(left, 18.0, 14, "start", title);
    for c in 0..cols {
        svg.text(
            left + cell * (c as f64 + 0.5),
            top - 6.0,
            9,
            "middle",
            &(first_col + c).to_string(),
        );
    }
    for (i, (label, values)) in rows.iter().enumerate() {
        let y = top + cell * i as f64;
        svg.text(left - 6.0, y + cell * 0.7, 9, "end", &label.to_string());
        for (c, &v) in values.iter().enumerate() {
            let x = left + cell * c as f64;
            let fill = if v == 0 {
                "#203060".to_string()
            } else {
                format!("hsl({}, 60%, 85%)", (v * 47) % 360)
            };
            svg.rect(x, y, cell - 1.0, cell - 1.0, &fill);
            if v != 0 {
                svg.text(x + cell / 2.0, y + cell * 0.7, 9, "middle", &v.to_string());
            }
        }
    }
    svg.finish()
}
