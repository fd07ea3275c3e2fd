import Foundation

/// What a ``TextField`` asks and tells while it is edited, as UIKit's `UITextFieldDelegate`;
/// every method has a default, so a delegate implements only what it needs.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may become first responder (default `true`).
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the field may resign first responder (default `true`).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field resigned first responder.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether a typed, deleted or pasted change may happen: the characters in `range` (UTF-16
    /// offsets of ``TextField/text``, as UIKit's) would become `string` (default `true`).
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    )
        -> Bool
    /// Return (Enter) was pressed; whether the field does its default, which is nothing (default
    /// `true`), as UIKit's. Resign the field here to end editing on Return.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The caret moved (also when the text changed under it).
    func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
}
