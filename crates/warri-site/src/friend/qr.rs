//! The friend link as a QR code. A friend in the same room scans the link
//! from the screen with the phone's camera app instead of typing it: the
//! page draws the code itself, as SVG, from the link — no network, no QR
//! service, nothing sent anywhere.
//!
//! Plain Rust (the encoder is Nayuki's `qrcodegen`), tested natively: the
//! tests read every code back with an independent decoder (`rqrr`). The
//! page draws the `<svg>` from [`QrCode::size`] and [`QrCode::path`].

use qrcodegen::{QrCodeEcc, QrSegment, Version};

/// The light margin around a code, in modules, that a camera needs to find
/// it: four, as the standard asks.
pub const QUIET_ZONE: usize = 4;

/// A QR code, ready to draw as SVG: one unit per module.
///
/// The page draws it as
///
/// ```text
/// <svg viewBox="-4 -4 {size+8} {size+8}" shape-rendering="crispEdges" role="img" aria-label="…">
///   <rect x="-4" y="-4" width="{size+8}" height="{size+8}" fill="#fff"/>
///   <path d="{path}" fill="#000"/>
/// </svg>
/// ```
///
/// ([`QrCode::view_box`] gives the `viewBox`): the quiet zone is part of
/// the drawing, and the background is white whatever the page's theme, as
/// cameras read dark modules on a light ground best.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrCode {
    /// Modules per side (21 for version 1, 4 more for each version above).
    pub size: usize,
    /// SVG path data of the dark modules, one unit per module, the top-left
    /// module at (0, 0): each horizontal run of dark modules in a row is one
    /// rectangle, `M{x} {y}h{len}v1h-{len}z`.
    pub path: String,
}

impl QrCode {
    /// The SVG `viewBox` for the code with its quiet zone:
    /// `-4 -4 {size+8} {size+8}`.
    pub fn view_box(&self) -> String {
        let q = QUIET_ZONE;
        let side = self.size + 2 * q;
        format!("-{q} -{q} {side} {side}")
    }
}

/// The QR code of `text` at error-correction level Medium (15% of the code
/// may be lost, e.g. to a glare on the screen), in the smallest version it
/// fits: a 150-character link is version 8 (49 modules), a 200-character
/// one version 10 (57). `None` if the text does not fit any version
/// (over 2331 bytes).
pub fn encode(text: &str) -> Option<QrCode> {
    let segments = QrSegment::make_segments(text);
    // No boosting of the level: the smallest code for the text reads best
    // from across a table.
    let code = qrcodegen::QrCode::encode_segments_advanced(
        &segments,
        QrCodeEcc::Medium,
        Version::MIN,
        Version::MAX,
        None,
        false,
    )
    .ok()?;
    let size = code.size();
    let mut path = String::new();
    for y in 0..size {
        let mut x = 0;
        while x < size {
            if !code.get_module(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < size && code.get_module(x, y) {
                x += 1;
            }
            let len = x - start;
            path.push_str(&format!("M{start} {y}h{len}v1h-{len}z"));
        }
    }
    Some(QrCode { size: usize::try_from(size).ok()?, path })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The dark modules the path draws, read back from the path text alone.
    fn grid_of(qr: &QrCode) -> Vec<Vec<bool>> {
        let mut grid = vec![vec![false; qr.size]; qr.size];
        let runs: Vec<&str> = qr.path.split('z').filter(|run| !run.is_empty()).collect();
        for run in runs {
            let rest = run.strip_prefix('M').unwrap_or_else(|| panic!("a run starts with M: {run:?}"));
            let (x, rest) = rest.split_once(' ').unwrap();
            let (y, rest) = rest.split_once('h').unwrap();
            let (len, rest) = rest.split_once("v1h-").unwrap();
            assert_eq!(len, rest, "a run comes back where it started: {run:?}");
            let (x, y, len): (usize, usize, usize) = (x.parse().unwrap(), y.parse().unwrap(), len.parse().unwrap());
            assert!(len > 0 && x + len <= qr.size && y < qr.size, "inside the code: {run:?}");
            for cell in &mut grid[y][x..x + len] {
                assert!(!*cell, "runs do not overlap: {run:?}");
                *cell = true;
            }
        }
        grid
    }

    /// What an independent decoder reads from the code drawn as the page
    /// draws it: `scale` pixels per module, with the quiet zone.
    fn read_back(qr: &QrCode, scale: usize) -> Vec<String> {
        let grid = grid_of(qr);
        let side = (qr.size + 2 * QUIET_ZONE) * scale;
        let mut image = rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| {
            let (mx, my) = ((x / scale).checked_sub(QUIET_ZONE), (y / scale).checked_sub(QUIET_ZONE));
            match (mx, my) {
                (Some(mx), Some(my)) if mx < qr.size && my < qr.size && grid[my][mx] => 0,
                _ => 255,
            }
        });
        let texts = image.detect_grids().into_iter().map(|grid| grid.decode().expect("the code decodes")).map(
            |(meta, text)| {
                assert_eq!(meta.version.to_size(), qr.size, "the version");
                assert_eq!(meta.ecc_level, 0, "level Medium (format bits 00), not boosted");
                text
            },
        );
        texts.collect()
    }

    fn links() -> Vec<String> {
        let b = "B".repeat(200);
        let mut links = vec!["https://w.example/B12".to_string()];
        for len in [40, 47, 80, 120, 150, 200] {
            let file = "file:///media/usb/warri.html#friend=";
            links.push(format!("{file}{}", &b[..len - file.len()]));
            let web = "https://example.org/warri/?friend=";
            links.push(format!("{web}{}", &b[..len - web.len()]));
        }
        links.push("https://example.org/warri/?friend=B4f-x_9Zq2&lang=fr#n=Ama%20K.".to_string());
        links
    }

    #[test]
    fn the_path_draws_exactly_the_dark_modules() {
        let text = "https://example.org/warri/?friend=Babc-123_XYZ";
        let qr = encode(text).unwrap();
        let segments = QrSegment::make_segments(text);
        let code = qrcodegen::QrCode::encode_segments_advanced(
            &segments,
            QrCodeEcc::Medium,
            Version::MIN,
            Version::MAX,
            None,
            false,
        )
        .unwrap();
        assert_eq!(qr.size as i32, code.size());
        let grid = grid_of(&qr);
        let mut dark = 0;
        for (y, row) in grid.iter().enumerate() {
            for (x, &cell) in row.iter().enumerate() {
                assert_eq!(cell, code.get_module(x as i32, y as i32), "module ({x}, {y})");
                dark += usize::from(cell);
            }
        }
        let modules = (0..code.size()).flat_map(|y| (0..code.size()).map(move |x| (x, y)));
        assert_eq!(dark, modules.filter(|&(x, y)| code.get_module(x, y)).count());
        // The three finder patterns: dark corners, 7 modules each way.
        for (x, y) in [(0, 0), (qr.size - 7, 0), (0, qr.size - 7)] {
            assert!(grid[y][x] && grid[y + 6][x + 6] && grid[y + 3][x + 3] && !grid[y + 1][x + 1]);
        }
    }

    #[test]
    fn runs_are_merged_and_the_view_box_holds_the_quiet_zone() {
        let qr = encode("https://example.org/warri/?friend=B1").unwrap();
        assert!(qr.path.starts_with("M0 0h7v1h-7z"), "the finder pattern's top row is one run: {}", &qr.path[..30]);
        assert_eq!(qr.view_box(), format!("-4 -4 {} {}", qr.size + 8, qr.size + 8));
        // No two runs of a row touch.
        let grid = grid_of(&qr);
        let runs = qr.path.matches('M').count();
        let starts: usize =
            grid.iter().map(|row| (0..qr.size).filter(|&x| row[x] && (x == 0 || !row[x - 1])).count()).sum();
        assert_eq!(runs, starts);
    }

    #[test]
    fn sizes_of_links() {
        let size =
            |len: usize| encode(&format!("https://example.org/warri/?friend={}", "B".repeat(len - 34))).unwrap().size;
        assert_eq!(size(40), 29, "version 3");
        assert_eq!(size(150), 49, "version 8");
        assert_eq!(size(200), 57, "version 10");
        assert!(encode(&"x".repeat(2331)).is_some());
        assert_eq!(encode(&"x".repeat(2332)), None, "too long for any version");
    }

    #[test]
    fn links_read_back() {
        for link in links() {
            let qr = encode(&link).unwrap();
            assert_eq!(read_back(&qr, 4), vec![link.clone()], "{} modules", qr.size);
        }
    }

    #[test]
    fn read_back_small_too() {
        // Two pixels a module, as on a small phone screen.
        let link = format!("https://example.org/warri/?friend=B{}", "q".repeat(120));
        assert_eq!(read_back(&encode(&link).unwrap(), 2), vec![link]);
    }

    /// Prints the SVG of a link's code, for trying it in a browser or with
    /// a phone: `cargo test -p warri-site --lib friend::qr -- --ignored --nocapture`
    /// (the text in `WARRI_QR_TEXT`).
    #[test]
    #[ignore]
    fn print_svg() {
        let text =
            std::env::var("WARRI_QR_TEXT").unwrap_or_else(|_| "https://example.org/warri/?friend=B1".to_string());
        let qr = encode(&text).unwrap();
        let side = qr.size + 2 * QUIET_ZONE;
        println!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{}" shape-rendering="crispEdges"><rect x="-4" y="-4" width="{side}" height="{side}" fill="#fff"/><path d="{}" fill="#000"/></svg>"##,
            qr.view_box(),
            qr.path
        );
    }
}
