// needs: message-list
// A collector of the data source's log.
let log = ReuseKitLogger.Collector()
dataSource.logger = log.logger
