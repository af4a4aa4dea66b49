#if os(Linux) && canImport(Glibc)
  import Glibc
#endif

/// Whether the machine is a virtual machine whose hypervisor takes back the memory the guest
/// frees: a virtio memory balloon that negotiated free page reporting.
///
/// With free page reporting, the guest's kernel tells the hypervisor, about 2 seconds after
/// they are freed, which free blocks of 2 MiB (the size of a huge page) it does not use, and the
/// hypervisor discards them. The next time the guest touches such a block, the hypervisor
/// must map memory behind it again, and a huge page is such a block exactly. On the 2-core
/// machine the tool is measured on, faulting in 600 MB of huge pages took 80–290 ms within
/// 1.5 seconds of a run that freed as much, 500 ms after 2 seconds of idle, 0.8–1.1 s after 2.5
/// to 5 seconds, and 2.2–2.3 s after minutes; in 4 KiB pages it took 360–470 ms however long the
/// machine had been idle. So `layout-cli` with huge pages was faster only right after another
/// large run: the 10,000-view `solve` took 310–340 ms back to back, but 540–570 ms after 3
/// seconds of idle, against 310–360 ms in 4 KiB pages either way. ``HeapTuning`` therefore asks
/// for huge pages only on a machine that does not report free pages, or when
/// `LAYOUT_CLI_HUGE_PAGES` is `1`.
enum FreePageReporting {
  /// The directory of the virtio balloon driver, with one entry per device it drives
  /// (`virtio0` …).
  static let driverDirectory = "/sys/bus/virtio/drivers/virtio_balloon"

  /// `VIRTIO_BALLOON_F_REPORTING`, the balloon's feature bit for free page reporting.
  static let featureBit = 5

  /// Whether a virtio device's `features` file (one `0` or `1` per feature bit, bit 0 first)
  /// has the free page reporting bit set.
  static func isNegotiated(features: some Collection<UInt8>) -> Bool {
    let bit = features.dropFirst(featureBit).first
    return bit == UInt8(ascii: "1")
  }

  /// Whether a balloon device on this machine reports free pages: the `features` file of each
  /// device in ``driverDirectory``, read with ``isNegotiated(features:)``. `false` where there
  /// is no such driver (bare metal, other hypervisors, other systems).
  static func isActive() -> Bool {
    #if os(Linux) && canImport(Glibc)
      guard let directory = opendir(driverDirectory) else { return false }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard name.hasPrefix("virtio") else { continue }
        let features = try? FileSystem.readFile(driverDirectory + "/" + name + "/features")
        if let features, isNegotiated(features: features) { return true }
      }
      return false
    #else
      return false
    #endif
  }
}
