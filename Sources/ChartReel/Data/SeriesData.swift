import ReelGeometry

/// Series as a data source delivers them, before the scene styles them.
struct SeriesData {
    let id: String
    var name: String
    let x: [Double]
    let y: [Double?]
    var color: Color?
    /// Whether the x values are dates (seconds since 1970).
    let xIsDate: Bool
}

/// A problem in a data file, with its place.
struct DataError: Error, Equatable {
    /// One line: cells and labels from the file are escaped and cut (`MessageText.fitted`).
    let message: String

    init(message: String) {
        self.message = MessageText.fitted(message)
    }
}
