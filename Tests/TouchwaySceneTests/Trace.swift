import TouchwayScene

/// The trace lines of `script` run through `scene`, both given as YAML text.
func trace(scene: String, script: String, options: TraceOptions = TraceOptions()) throws
  -> [String]
{
  let scene = try Scene(yaml: scene, path: "scene.yaml")
  var lines: [String] = []
  let runner = SceneRunner(scene: scene, options: options) { lines.append($0) }
  runner.play(try Script(yaml: script, path: "script.yaml", scene: scene))
  return lines
}
