import CMemfd
import Glibc
import Testing
import TouchwayKeyboard

@Suite struct KeymapFileTests {
  let keymap: Keymap
  let file: KeymapFile

  init() throws {
    keymap = try Keymap(names: KeymapNames(layout: "de"))
    file = try KeymapFile(keymap: keymap)
  }

  @Test func theFileHoldsTheKeymapTextAndItsNul() {
    let expected = Array(keymap.text.utf8) + [0]
    #expect(file.size == expected.count)
    var status = stat()
    #expect(fstat(file.fileDescriptor.rawValue, &status) == 0)
    #expect(Int(status.st_size) == file.size)
    var contents = [UInt8](repeating: 0xFF, count: file.size)
    #expect(pread(file.fileDescriptor.rawValue, &contents, file.size, 0) == file.size)
    #expect(contents == expected)
  }

  @Test func theFileIsSealedAgainstEveryChange() {
    let seals = cmemfd_get_seals(file.fileDescriptor.rawValue)
    let all = CMEMFD_SEAL_SEAL | CMEMFD_SEAL_SHRINK | CMEMFD_SEAL_GROW | CMEMFD_SEAL_WRITE
    #expect(seals == Int32(all))
    var byte: UInt8 = 0x41
    #expect(pwrite(file.fileDescriptor.rawValue, &byte, 1, 0) == -1 && errno == EPERM)
    #expect(ftruncate(file.fileDescriptor.rawValue, 1) == -1 && errno == EPERM)
    #expect(ftruncate(file.fileDescriptor.rawValue, off_t(file.size * 2)) == -1 && errno == EPERM)
  }

  @Test func aWritableSharedMappingIsRefused() {
    let mapping = mmap(
      nil, file.size, PROT_READ | PROT_WRITE, MAP_SHARED, file.fileDescriptor.rawValue, 0)
    #expect(mapping == MAP_FAILED && errno == EPERM)
  }

  @Test func aClientCanMapItPrivatelyAndCompileIt() throws {
    // What a client does with wl_keyboard.keymap (MAP_PRIVATE is required from version 7).
    let mapping = try #require(
      mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.fileDescriptor.rawValue, 0))
    #expect(mapping != MAP_FAILED)
    defer { munmap(mapping, file.size) }
    let text = String(cString: mapping.assumingMemoryBound(to: CChar.self))
    #expect(try Keymap(text: text, name: "mapped").layoutNames == ["German"])
  }

  @Test func theDescriptorIsClosedWithTheFile() throws {
    var file: KeymapFile? = try KeymapFile(keymap: keymap)
    let descriptor = file!.fileDescriptor.rawValue
    var before = stat()
    #expect(fstat(descriptor, &before) == 0)
    file = nil
    // Tests run in parallel and may reuse the number at once: it must not be the same file.
    var after = stat()
    let isClosed = fstat(descriptor, &after) == -1 && errno == EBADF
    #expect(isClosed || after.st_ino != before.st_ino)
  }
}
