/// Measures, truncates and sanitizes text for a terminal cell grid.
///
/// Widths follow the Unicode East Asian Width property (ambiguous characters count as narrow,
/// as in non-CJK locales) and are computed per grapheme cluster, the way terminals that
/// support grapheme clustering (mode 2027) place text.
public enum TerminalText {}
