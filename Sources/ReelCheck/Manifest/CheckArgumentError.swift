/// A folder named on the command line that `check` cannot use (the folder
/// to check, `--diff`'s): the command line is wrong, not an asset.
package struct CheckArgumentError: Error {
    package let message: String

    package init(message: String) { self.message = message }
}
