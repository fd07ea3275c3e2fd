import Foundation

extension AttributeScopes {
    /// The attributes a ``Label`` draws from an `AttributedString`, named as UIKit's
    /// `NSAttributedString.Key`s where UIKit has the attribute: colours, bold, dim and underline.
    ///
    /// Attributes a run does not set come from the label's ``Label/textStyle``. Other
    /// attributes (Foundation's, an app's own) are kept in the string and not drawn.
    public struct ReuseKitAttributes: AttributeScope {
        /// The text's colour, as UIKit's `.foregroundColor`.
        public let foregroundColor: ForegroundColorAttribute
        /// The highlight behind the text's glyphs, as UIKit's `.backgroundColor` (a view's whole
        /// bounds take ``View/backgroundColor``).
        public let backgroundColor: BackgroundColorAttribute
        /// Bold weight; UIKit says it with a bold `.font`, and there are no fonts here.
        public let isBold: BoldAttribute
        /// Dimmed (secondary) text, as a terminal's faint text.
        public let isDim: DimAttribute
        /// The line under the text, as UIKit's `.underlineStyle`.
        public let underlineStyle: UnderlineStyleAttribute

        /// The text's colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "ReuseKit.foregroundColor"
        }

        /// The highlight behind the glyphs.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "ReuseKit.backgroundColor"
        }

        /// Bold weight.
        public enum BoldAttribute: AttributedStringKey {
            /// Whether the text is bold.
            public typealias Value = Bool
            /// The attribute's name.
            public static let name = "ReuseKit.isBold"
        }

        /// Dimmed text.
        public enum DimAttribute: AttributedStringKey {
            /// Whether the text is dimmed.
            public typealias Value = Bool
            /// The attribute's name.
            public static let name = "ReuseKit.isDim"
        }

        /// The line under the text.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// The underline; an empty style draws none.
            public typealias Value = UnderlineStyle
            /// The attribute's name.
            public static let name = "ReuseKit.underlineStyle"
        }
    }

    /// ReuseKit's attributes, for the APIs that take a scope (`AttributedString(_:including:)`).
    public var reuseKit: ReuseKitAttributes.Type { ReuseKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// ReuseKit's attributes by name: `text[range].foregroundColor = .red`, as with UIKit's scope.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.ReuseKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}
