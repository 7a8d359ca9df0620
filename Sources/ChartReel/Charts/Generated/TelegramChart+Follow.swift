// Generated from the option tables by `make reference`: edit the tables, not this file.

extension TelegramChart {
    /// The `follow` options: follow.
    public struct Follow: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            duration: Double? = nil,
            curve: TimingFunction? = nil
        ) {
            options = SceneObject()
            self.duration = duration
            self.curve = curve
        }

        /// Seconds a move to a new fit takes (0: jump).
        ///
        /// Takes number, 0–10; default `0.4`.
        public var duration: Double? {
            get { options.value("duration") }
            set { options.setValue("duration", newValue) }
        }

        /// The move's timing curve.
        ///
        /// Takes curve; default `"easeOutCubic"`.
        public var curve: TimingFunction? {
            get { options.value("curve") }
            set { options.setValue("curve", newValue) }
        }
    }
}
