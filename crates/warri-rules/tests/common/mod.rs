//! What several test files share: a small deterministic random generator,
//! so every run plays the same games and reads the same inputs.

/// xorshift64*.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A random byte.
    #[allow(dead_code)] // not every test file reads bytes
    pub fn byte(&mut self) -> u8 {
        self.next() as u8
    }
}
