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
        // Each quote ends the quoting, is escaped and starts it again. By scalar, not by character: an
        // apostrophe with a combining mark after it is one character, and still ends a shell's quoting.
        var quoted = "'"
        for scalar in word.unicodeScalars {
            if scalar == "'" {
                quoted += #"'\''"#
            } else {
                quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "'"
    }
}
