import Usecases

public extension ModuleDependencies {
    /// What `d` saves files and release assets with (nil when the composition root gave none).
    func fileSaving() -> FileSavingUsecase? {
        fileSaver?(scheduler)
    }
}
