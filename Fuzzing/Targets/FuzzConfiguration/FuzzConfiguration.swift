import FuzzEntry
import FuzzSupport

// Thin libFuzzer entry: the logic is ConfigurationFuzzing in FuzzSupport, which `swift test` also runs over
// the seed corpus and every saved crash (FuzzRegressionTests).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.check(ConfigurationFuzzing.run(FuzzEntry.bytes(data, size)))
}

@_cdecl("FuzzConfiguration_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzEntry.runDriver(argc: argc, argv: argv, fuzzTestOneInput)
}
