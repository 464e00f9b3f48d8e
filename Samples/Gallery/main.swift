import GalleryKit

// All of the demo lives in GalleryKit, where GalleryTests can check its frames.
await GalleryCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
