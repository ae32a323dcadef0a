/// "1 KB", "10 MB": decimal units (1 MB = 10⁶ bytes), as throughput figures use.
func sizeLabel(_ bytes: Int) -> String {
    switch bytes {
    case 1_000_000...: return bytes % 1_000_000 == 0 ? "\(bytes / 1_000_000) MB" : Report.format(Double(bytes) / 1e6) + " MB"
    case 1_000...: return bytes % 1_000 == 0 ? "\(bytes / 1_000) KB" : Report.format(Double(bytes) / 1e3) + " KB"
    default: return "\(bytes) B"
    }
}
