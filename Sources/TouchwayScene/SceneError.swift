public import Touchway

/// A mistake in a scene or script file, or a file that cannot be read.
public typealias SceneError = FileError
