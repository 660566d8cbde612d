//! The gzip-compressed twins of the release's wasm, and the sizes xtask
//! prints: one compressor (flate2 at its best level) for the files `dist`
//! ships, the single file embeds and `bench` measures, so every "gzip"
//! figure is the size of the same bytes.
//!
//! Shared by [`crate::dist`] (which writes the twins), [`crate::single`]
//! (which embeds them) and [`crate::bench`]; it depends on none of them.

use std::fs;
use std::io::Write;
use std::path::Path;

use crate::Result;

/// What a compressed twin of `NAME.wasm` is called: `NAME.wasm-gz.bin`.
pub const PACKED_SUFFIX: &str = "-gz.bin";

/// The name of the compressed twin of the file named `plain`.
pub fn packed_name(plain: &str) -> String {
    format!("{plain}{PACKED_SUFFIX}")
}

/// `file` gzip-compressed at the best level (no name or time stamp in the
/// header, so the same file gives the same bytes).
pub fn gzip_file(file: &Path) -> Result<Vec<u8>> {
    let plain = fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    gzip(&plain).map_err(|e| format!("cannot compress {}: {e}", file.display()))
}

/// `bytes` gzip-compressed at the best level.
pub fn gzip(bytes: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(bytes)?;
    gz.finish()
}

/// A size in bytes and KiB.
pub fn human(bytes: u64) -> String {
    format!("{bytes} bytes ({:.1} KiB)", bytes as f64 / 1024.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compressed_twin_unpacks_to_the_same_bytes_every_time() {
        use std::io::Read;
        let file = std::env::temp_dir().join(format!("warri-gzip-test-{}.wasm", std::process::id()));
        let plain: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8 ^ (i / 1000) as u8).collect();
        fs::write(&file, &plain).unwrap();
        let (a, b) = (gzip_file(&file).unwrap(), gzip_file(&file).unwrap());
        fs::remove_file(&file).unwrap();
        assert_eq!(a, b, "the same file, the same bytes (no time stamp)");
        assert_eq!(&a[..2], &[0x1f, 0x8b], "gzip, as wasm-unpack.js recognises it");
        assert!(a.len() < plain.len() / 4, "compressed: {} of {} bytes", a.len(), plain.len());
        let mut back = Vec::new();
        flate2::read::GzDecoder::new(&a[..]).read_to_end(&mut back).unwrap();
        assert_eq!(back, plain);
    }

    #[test]
    fn names_and_sizes() {
        assert_eq!(packed_name("warri-web-0123_bg.wasm"), "warri-web-0123_bg.wasm-gz.bin");
        assert_eq!(human(2048), "2048 bytes (2.0 KiB)");
    }
}
