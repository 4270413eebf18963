import Foundation
import ParseModelGenerator
import XCTest

/// Rewriting a user's file in place (issue 33.4, 33.5): through links, keeping permissions, never
/// overwriting an earlier backup, and changing nothing when it refuses.
final class InPlaceFileReplacementTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
    }

    private func path(_ name: String) -> String { directory.url.appendingPathComponent(name).path }
    private func text(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }
    private func mode(_ name: String) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path(name))[.posixPermissions] as? Int)
    }

    func testALinkIsWrittenThroughAndStaysALink() throws {
        try FileManager.default.createDirectory(atPath: path("shared"), withIntermediateDirectories: true)
        try directory.write("old", to: "shared/config.json")
        try FileManager.default.createSymbolicLink(
            atPath: path("config.json"), withDestinationPath: "shared/config.json")
        let outcome = try InPlaceFileReplacement.replace(path("config.json"), with: Array("new".utf8)).get()
        XCTAssertEqual(try text("shared/config.json"), "new")
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: path("config.json")), "shared/config.json")
        XCTAssertEqual(
            URL(fileURLWithPath: outcome.writtenPath).resolvingSymlinksInPath(),
            URL(fileURLWithPath: path("shared/config.json")).resolvingSymlinksInPath())
        XCTAssertNil(outcome.backupPath)
    }

    func testPermissionsAreKept() throws {
        for permissions in [0o400, 0o640, 0o600] {
            try? FileManager.default.removeItem(atPath: path("f.json"))
            try directory.write("old", to: "f.json")
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path("f.json"))
            let outcome = try InPlaceFileReplacement.replace(
                path("f.json"), with: Array("new".utf8), backupSuffix: ".bak"
            ).get()
            XCTAssertEqual(try text("f.json"), "new")
            XCTAssertEqual(try mode("f.json"), permissions, String(permissions, radix: 8))
            let backup = try XCTUnwrap(outcome.backupPath)
            XCTAssertEqual(
                try XCTUnwrap(FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int),
                permissions)
            try FileManager.default.removeItem(atPath: backup)
        }
    }

    func testBackupsAreNeverOverwritten() throws {
        try directory.write("first", to: "c.json")
        var backups: [String?] = []
        for next in ["second", "third", "fourth"] {
            backups.append(
                try InPlaceFileReplacement.replace(
                    path("c.json"), with: Array(next.utf8), backupSuffix: ".before-adopt"
                ).get().backupPath)
        }
        XCTAssertEqual(
            backups, [path("c.json.before-adopt"), path("c.json.before-adopt.1"), path("c.json.before-adopt.2")])
        XCTAssertEqual(try text("c.json.before-adopt"), "first")
        XCTAssertEqual(try text("c.json.before-adopt.1"), "second")
        XCTAssertEqual(try text("c.json.before-adopt.2"), "third")
        XCTAssertEqual(try text("c.json"), "fourth")
    }

    func testALinkUnderTheBackupNameIsNotWrittenThrough() throws {
        try directory.write("mine", to: "c.json")
        try directory.write("elsewhere", to: "victim")
        try FileManager.default.createSymbolicLink(atPath: path("c.json.bak"), withDestinationPath: path("victim"))
        let outcome = try InPlaceFileReplacement.replace(path("c.json"), with: Array("new".utf8), backupSuffix: ".bak")
            .get()
        XCTAssertEqual(outcome.backupPath, path("c.json.bak.1"))
        XCTAssertEqual(try text("victim"), "elsewhere")
        XCTAssertEqual(try text("c.json.bak.1"), "mine")
    }

    func testANewFileIsCreatedWithoutBackup() throws {
        let outcome = try InPlaceFileReplacement.replace(path("new.json"), with: Array("{}".utf8), backupSuffix: ".bak")
            .get()
        XCTAssertEqual(outcome, InPlaceFileReplacement.Outcome(writtenPath: path("new.json"), backupPath: nil))
        XCTAssertEqual(try text("new.json"), "{}")
    }

    func testRefusalsChangeNothing() throws {
        try FileManager.default.createSymbolicLink(
            atPath: path("dangling.json"), withDestinationPath: path("nowhere.json"))
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: true)
        for name in ["dangling.json", "folder"] {
            switch InPlaceFileReplacement.replace(path(name), with: Array("x".utf8), backupSuffix: ".bak") {
            case .success(let outcome): XCTFail("\(name) was written: \(outcome)")
            case .failure(let error):
                XCTAssertEqual(error.path, path(name))
                XCTAssertFalse(error.message.isEmpty)
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("nowhere.json")))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted(),
            ["dangling.json", "folder"])
        if case .success = InPlaceFileReplacement.replace(path("x.json"), with: [], backupSuffix: "/../up") {
            XCTFail("a backup suffix with a slash was accepted")
        }
    }
}
