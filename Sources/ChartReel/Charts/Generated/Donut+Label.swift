// Generated from the option tables by `make reference`: edit the tables, not this file.

extension Donut {
    /// The `donut.label` options: donut label.
    public struct Label: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            format: String? = nil,
            decimals: Int? = nil,
            size: Double? = nil,
            font: String? = nil,
            color: Color? = nil
        ) {
            options = SceneObject()
            self.format = format
            self.decimals = decimals
            self.size = size
            self.font = font
            self.color = color
        }

        /// Text with placeholders: `{percent}` (the fraction drawn so far × 100), `{value}` (the part of `value` drawn so far), `{maxValue}`.
        ///
        /// Takes string; default `"{percent}%"`.
        public var format: String? {
            get { options.value("format") }
            set { options.setValue("format", newValue) }
        }

        /// Digits after the decimal point for the placeholders.
        ///
        /// Takes whole number, 0–6; default `0`.
        public var decimals: Int? {
            get { options.value("decimals") }
            set { options.setValue("decimals", newValue) }
        }

        /// Font size in points.
        ///
        /// Takes number, 1–1000; default `24`.
        public var size: Double? {
            get { options.value("size") }
            set { options.setValue("size", newValue) }
        }

        /// A fontconfig name (`"DejaVu Sans:bold"`) or a font file path.
        ///
        /// Takes string; default `"DejaVu Sans"`.
        public var font: String? {
            get { options.value("font") }
            set { options.setValue("font", newValue) }
        }

        /// Text colour.
        ///
        /// Takes colour; default `"label"`.
        public var color: Color? {
            get { options.value("color") }
            set { options.setValue("color", newValue) }
        }
    }
}
