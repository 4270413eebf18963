import Foundation

/// Spells arguments so that a POSIX shell reads them back unchanged, for commands the tool tells users to run.
enum ShellQuoting {
    /// `word` as is when it holds only characters no shell treats specially, else in single quotes.
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                    || "-_./:=@%+,".unicodeScalars.contains(scalar)
            }
        if plain { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
