//! The fit: the weights that best predict the labels by least squares
//! (with a light ridge); the store weight stays 100, the scale.

use warri_engine::eval::{Weights, FEATURES};

use crate::positions::Sample;

/// The unknowns: a weight per feature.
const N: usize = FEATURES;

/// The regression's inputs of `s` (the features) and its target (the
/// label less the captured seeds' part, at the weights' scale).
fn row(s: &Sample) -> ([f64; N], f64) {
    let captured = Weights::UNIFORM.store * s.stores; // every set's scale
    (s.features.map(f64::from), f64::from(s.label - captured))
}

/// The weights fitted to `samples`.
pub fn fit(samples: &[Sample]) -> Weights {
    let mut a = [[0.0; N]; N];
    let mut b = [0.0; N];
    for s in samples {
        let (x, y) = row(s);
        for ((ai, bi), xi) in a.iter_mut().zip(&mut b).zip(&x) {
            *bi += xi * y;
            for (aij, xj) in ai.iter_mut().zip(&x) {
                *aij += xi * xj;
            }
        }
    }
    let ridge = 1e-3 * samples.len() as f64;
    for (i, r) in a.iter_mut().enumerate() {
        r[i] += ridge;
    }
    Weights::new(solve(a, b).map(|v| v.round() as i32))
}

/// The root mean square error of `w`'s evaluation against the labels, in
/// centi-seeds.
pub fn rmse(samples: &[Sample], w: &Weights) -> f64 {
    let total: f64 = samples.iter().map(|s| f64::from(w.value(&s.features, s.stores) - s.label).powi(2)).sum();
    (total / samples.len().max(1) as f64).sqrt()
}

/// `a x = b` by Gaussian elimination with partial pivoting (`a` is
/// symmetric and, with the ridge, positive definite).
fn solve(mut a: [[f64; N]; N], mut b: [f64; N]) -> [f64; N] {
    for c in 0..N {
        let p = (c..N).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs())).expect("a column");
        a.swap(c, p);
        b.swap(c, p);
        for r in c + 1..N {
            let f = a[r][c] / a[c][c];
            let pivot = a[c];
            for (x, p) in a[r][c..].iter_mut().zip(&pivot[c..]) {
                *x -= f * p;
            }
            b[r] -= f * b[c];
        }
    }
    let mut x = [0.0; N];
    for r in (0..N).rev() {
        let s: f64 = (r + 1..N).map(|k| a[r][k] * x[k]).sum();
        x[r] = (b[r] - s) / a[r][r];
    }
    x
}
