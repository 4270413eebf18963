import GenerateCommand

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The plugins' lean tool: the `generate`, `validate` and `init` commands of parse-model-gen, the same
// arguments, output and diagnostics, in an executable that links the schema side and the generator only.
// Every app that applies the build plugin compiles this tool in its clean build, and the command plugin
// generate-parse-models runs it too (one tool for both), so it leaves out pull, push, check, adopt and the
// documents, and with them FoundationNetworking.

// Line-buffered for the same reason as parse-model-gen's: the summary keeps its place among the diagnostics.
setvbuf(stdout, nil, _IOLBF, 0)

exit(BuildToolCommand.main(Array(CommandLine.arguments.dropFirst())))
