//! warri's choices in a lesson's words: a text says `{choice:KEY}` where it
//! states a rule the sources leave open ([`Choice::key`]), and the page
//! draws there the mark the rules table and the rules pages give every
//! choice. A lesson file is checked once, when it is read: a key that names
//! no choice makes it a damaged file ([`crate::LessonError::Choice`]).

use warri_rules::Choice;

/// A piece of a lesson's text: words, or the mark of a choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    /// Words, as written.
    Text(&'a str),
    /// The mark of a choice.
    Choice(Choice),
}

const OPEN: &str = "{choice:";

/// The pieces of `text`, or the first `{choice:…}` key that names no
/// choice (an unclosed one: the rest of the text).
pub fn pieces(text: &str) -> Result<Vec<Piece<'_>>, String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(OPEN) {
        if at > 0 {
            out.push(Piece::Text(&rest[..at]));
        }
        let after = &rest[at + OPEN.len()..];
        let Some(end) = after.find('}') else { return Err(after.to_string()) };
        let key = &after[..end];
        let choice = Choice::ALL.into_iter().find(|c| c.key() == key).ok_or_else(|| key.to_string())?;
        out.push(Piece::Choice(choice));
        rest = &after[end + 1..];
    }
    if !rest.is_empty() {
        out.push(Piece::Text(rest));
    }
    Ok(out)
}

/// The words of `text` without its marks (for searching the lessons'
/// words), each mark a space.
pub fn words(text: &str) -> String {
    match pieces(text) {
        Ok(p) => p.iter().map(|p| if let Piece::Text(t) = p { *t } else { " " }).collect(),
        Err(_) => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_splits_into_words_and_marks() {
        assert_eq!(
            pieces("They count for nobody {choice:seeds-at-25}. Next."),
            Ok(vec![
                Piece::Text("They count for nobody "),
                Piece::Choice(Choice::SeedsAtTwentyFive),
                Piece::Text(". Next.")
            ])
        );
        assert_eq!(pieces("plain"), Ok(vec![Piece::Text("plain")]));
        assert_eq!(pieces(""), Ok(vec![]));
        assert_eq!(words("a {choice:next-starter}b"), "a  b");
    }

    #[test]
    fn a_key_that_names_no_choice_is_named() {
        assert_eq!(pieces("x {choice:who-starts} y"), Err("who-starts".to_string()));
        assert_eq!(pieces("x {choice:next-starter"), Err("next-starter".to_string()));
    }
}
