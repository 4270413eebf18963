import XCTest

/// Regression (found by the fuzz test): models are structs, so pointers that make models contain
/// each other must not be typed with the target model itself, or the output does not compile.
final class PointerCycleTests: XCTestCase {
    func testSelfAndMutualPointersCompile() throws {
        let schema = """
            [
              {"className": "Comment", "fields": {"parent": {"type": "Pointer", "targetClass": "Comment"}, "post": {"type": "Pointer", "targetClass": "Post"}}},
              {"className": "Post", "fields": {"pinned": {"type": "Pointer", "targetClass": "Comment"}, "author": {"type": "Pointer", "targetClass": "_User"},
                                               "box": {"type": "Object"}, "history": {"type": "Array"}}},
              {"className": "_User", "fields": {"session": {"type": "Pointer", "targetClass": "_Session"}}},
              {"className": "_Session", "fields": {}},
              {"className": "Tag", "fields": {"post": {"type": "Pointer", "targetClass": "Post"}}}
            ]
            """
        let config = """
            {"classes": {"Post": {"fields": {
              "box": {"struct": {"name": "Box", "fields": {"holder": {"type": "Pointer", "targetClass": "Post"}}}},
              "history": {"struct": {"name": "Entry", "fields": {"by": {"type": "Pointer", "targetClass": "Tag"}}}}
            }}}}
            """
        let files = generatedFiles(schema, config: config)
        let comment = try XCTUnwrap(files["Comment.parse.swift"])
        XCTAssertTrue(comment.contains("var parent: ParseModelGenSDK.Pointer<Comment>?"), comment)
        XCTAssertTrue(comment.contains("var post: ParseModelGenSDK.Pointer<Post>?"), comment)
        let post = try XCTUnwrap(files["Post.parse.swift"])
        XCTAssertTrue(post.contains("var pinned: ParseModelGenSDK.Pointer<Comment>?"), post)
        XCTAssertTrue(post.contains("var author: User?"), post)
        XCTAssertTrue(post.contains("var holder: ParseModelGenSDK.Pointer<Post>?"), post)
        // An array stores its elements out of line: no cycle through `history`, so Tag keeps the model type.
        XCTAssertTrue(post.contains("var by: Tag?"), post)
        XCTAssertTrue(try XCTUnwrap(files["Tag.parse.swift"]).contains("var post: Post?"))
        // The user's session holds the user (an SDK property); the user's pointer to it is what changes.
        let user = try XCTUnwrap(files["User.parse.swift"])
        XCTAssertTrue(user.contains("var session: ParseModelGenSDK.Pointer<Session>?"), user)
        XCTAssertEqual(try CompileCheck.compileAllModes(sources: files), [])
    }

    /// Regression (issue 13): struct names resolve innermost scope first. Looking a nested struct up among the
    /// model-level ones first hid `Box.Entry` behind the model-level `Entry` and `Entry.Box` behind `Box`, so
    /// the search went round `Box -> Entry -> Box` until the stack overflowed; and it missed the cycle through
    /// `Entry.Box.post`, which does not compile.
    func testNestedStructsNamedLikeModelLevelOnesResolveInnermostFirst() throws {
        let schema = #"[{"className": "Post", "fields": {"box": {"type": "Object"}, "entry": {"type": "Object"}}}]"#
        let config = """
            {"classes": {"Post": {"fields": {
              "box": {"struct": {"name": "Box", "fields": {"entry": {"type": "Object", "struct": {"name": "Entry", "fields": {"note": {"type": "String"}}}}}}},
              "entry": {"struct": {"name": "Entry", "fields": {"box": {"type": "Object", "struct": {"name": "Box", "fields": {
                "post": {"type": "Pointer", "targetClass": "Post"}
              }}}}}}
            }}}}
            """
        let files = generatedFiles(schema, config: config)
        let post = try XCTUnwrap(files["Post.parse.swift"])
        XCTAssertTrue(post.contains("var post: ParseModelGenSDK.Pointer<Post>?"), post)
        XCTAssertEqual(try CompileCheck.compileAllModes(sources: files), [])
    }
}
